import { useParams } from 'react-router-dom';
import {
  RegistrationNotFound,
  RegistrationView,
} from '../features/registration-form/components/RegistrationView';
import { isRegistrationType } from '../features/registration-form/utils/registration-type';
import { AccountPage } from '../lib/layout';

/** /register/{type}: '{Type} Registration' for buyer, seller or mandate; anything else is a clear not-found. */
export default function RegistrationPage() {
  const { type } = useParams();
  if (!isRegistrationType(type)) {
    return (
      <AccountPage role="alert">
        <RegistrationNotFound type={type} />
      </AccountPage>
    );
  }
  return (
    <AccountPage>
      <RegistrationView type={type} />
    </AccountPage>
  );
}

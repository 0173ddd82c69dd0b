import { useParams } from 'react-router-dom';
import {
  RegistrationNotFound,
  RegistrationView,
} from '../features/registration-form/components/RegistrationView';
import { isRegistrationType } from '../features/registration-form/utils/registration-type';
import { PageFrame } from '@portal/ui/PageFrame';

/** /register/{type}: '{Type} Registration' for buyer, seller or mandate; anything else is a clear not-found. */
export default function RegistrationPage() {
  const { type } = useParams();
  if (!isRegistrationType(type)) {
    return (
      <PageFrame maxWidth="72rem" role="alert">
        <RegistrationNotFound type={type} />
      </PageFrame>
    );
  }
  return (
    <PageFrame maxWidth="72rem">
      <RegistrationView type={type} />
    </PageFrame>
  );
}

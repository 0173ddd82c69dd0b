import { LoadingState } from '@portal/ui/Spinner';
import { PageHeader } from '@portal/ui/layout';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { registrationTitle } from '../utils/registration-type';
import type { RegistrationType } from '@portal/contracts/me';

// The form (catalogue, field kinds, upload flow) is its own chunk.
const RegistrationForm = lazy(() => import('./RegistrationForm'));

/** '{Type} Registration' with its form. */
export function RegistrationView({ type }: { type: RegistrationType }) {
  return (
    <>
      <PageHeader>
        <h1>{registrationTitle(type)}</h1>
      </PageHeader>
      <Suspense fallback={<LoadingState text="Loading Registration Form" />}>
        <RegistrationForm key={type} type={type} />
      </Suspense>
    </>
  );
}

/** A registration type that does not exist: a clear not-found with the way back. */
export function RegistrationNotFound({ type }: { type: string | undefined }) {
  return (
    <>
      <PageHeader>
        <h1>Registration not found</h1>
      </PageHeader>
      <p>There is no registration of type “{type}”. You can register as a Buyer, Seller or Mandate.</p>
      <Link to="/my-account?tab=registration">Back to My Account</Link>
    </>
  );
}

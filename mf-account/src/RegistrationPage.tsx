import { LoadingState } from '@portal/ui/Spinner';
import { theme } from '@portal/ui/theme';
import { Page, PageHeader } from '@portal/ui/layout';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { isRegistrationType, registrationTitle } from './lib/registration-type';

// The form (catalogue, field kinds, upload flow) is its own chunk.
const RegistrationForm = lazy(() => import('./features/registration-form/components/RegistrationForm'));

/** /register/{type}: '{Type} Registration' for buyer, seller or mandate; anything else is a clear not-found. */
export default function RegistrationPage() {
  const { type } = useParams();
  if (!isRegistrationType(type)) {
    return (
      <ThemeProvider theme={theme}>
        <Page $maxWidth="72rem" role="alert">
          <PageHeader>
            <h1>Registration not found</h1>
          </PageHeader>
          <p>There is no registration of type “{type}”. You can register as a Buyer, Seller or Mandate.</p>
          <Link to="/my-account?tab=registration">Back to My Account</Link>
        </Page>
      </ThemeProvider>
    );
  }
  return (
    <ThemeProvider theme={theme}>
      <Page $maxWidth="72rem">
        <PageHeader>
          <h1>{registrationTitle(type)}</h1>
        </PageHeader>
        <Suspense fallback={<LoadingState text="Loading Registration Form" />}>
          <RegistrationForm key={type} type={type} />
        </Suspense>
      </Page>
    </ThemeProvider>
  );
}

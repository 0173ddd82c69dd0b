import { Card } from '@portal/ui/Card';
import { Spinner } from '@portal/ui/Spinner';
import { Tabs } from '@portal/ui/Tabs';
import { theme } from '@portal/ui/theme';
import { onAuthChange } from '@portal/web/auth';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { ConfirmSignUpForm } from './features/confirm/components/ConfirmSignUpForm';
import { SignInForm } from './features/sign-in/components/SignInForm';
import { TotpChallengeForm } from './features/totp/components/TotpChallengeForm';
import { notify } from './lib/notify';
import { AFTER_SIGN_IN, redirectTarget, RETURN_TO_KEY } from './lib/redirect';
import { isLocalEnvironment, readRuntimeConfig } from './lib/runtime';

// Sign Up (with zod and the react-hook-form resolver) loads when its tab opens: /auth's first load stays small.
const SignUpForm = lazy(() =>
  import('./features/sign-up/components/SignUpForm').then((m) => ({ default: m.SignUpForm })),
);

/**
 * /auth (Auth page): tabs Sign In and Sign Up, plus the confirm-code step that follows a sign-up
 * (or a sign-in of an unconfirmed account). Mounted by the shell, inside its router, theme and toasts.
 */
type View =
  | { kind: 'signIn'; email: string }
  | { kind: 'signUp' }
  | { kind: 'confirm'; email: string }
  | { kind: 'totp' };

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 2rem 1rem;
  background: ${({ theme: t }) => t.colors.background};
  color: ${({ theme: t }) => t.colors.text};
`;
const Column = styled.div`
  width: 100%;
  max-width: 28rem;
`;
const Heading = styled.h1`
  font-size: ${({ theme: t }) => t.font.size.xl};
  text-align: center;
  margin: 0 0 0.25rem;
`;
const Subtitle = styled.p`
  text-align: center;
  margin: 0 0 1.5rem;
  color: ${({ theme: t }) => t.colors.textMuted};
`;

export default function AuthPage() {
  const config = useMemo(readRuntimeConfig, []);
  const googleEnabled = Boolean(config?.cognito.googleOAuthDomain);
  const [view, setView] = useState<View>({ kind: 'signIn', email: '' });
  const navigate = useNavigate();
  const location = useLocation();

  // Coming back from the Google redirect: Amplify finishes the code exchange and reports it on the Hub.
  useEffect(
    () =>
      onAuthChange((event) => {
        if (event === 'signInWithRedirect') {
          notify.success('Login successful', 'Welcome back!');
          const stored = sessionStorage.getItem(RETURN_TO_KEY);
          sessionStorage.removeItem(RETURN_TO_KEY);
          navigate(redirectTarget(stored ? { from: stored } : location.state), AFTER_SIGN_IN);
        } else if (event === 'signInWithRedirect_failure') {
          notify.error('Login failed', 'An unexpected error occurred');
        }
      }),
    [navigate, location.state],
  );

  const signIn = (
    <SignInForm
      // remount with the prefilled email after a confirmation
      key={view.kind === 'signIn' ? view.email : ''}
      defaultEmail={view.kind === 'signIn' ? view.email : ''}
      googleEnabled={googleEnabled}
      onSwitchToSignUp={() => setView({ kind: 'signUp' })}
      onUnconfirmed={(email) => setView({ kind: 'confirm', email })}
      onTotpRequired={() => setView({ kind: 'totp' })}
    />
  );
  const signUp = (
    <Suspense fallback={<Spinner label="Loading the sign-up form" />}>
      <SignUpForm
        onSwitchToSignIn={() => setView({ kind: 'signIn', email: '' })}
        onSignedUp={(email) => setView({ kind: 'confirm', email })}
      />
    </Suspense>
  );

  return (
    <ThemeProvider theme={theme}>
      <Page>
        <Column>
          <Heading>Commodity Trading Portal</Heading>
          <Subtitle>Trade energy, precious metals and agriculture</Subtitle>
          {view.kind === 'totp' ? (
            <Card title="Two-factor authentication">
              <TotpChallengeForm
                onSignedIn={() => navigate(redirectTarget(location.state), AFTER_SIGN_IN)}
                onCancel={() => setView({ kind: 'signIn', email: '' })}
              />
            </Card>
          ) : view.kind === 'confirm' ? (
            <Card title="Confirm your account">
              <ConfirmSignUpForm
                email={view.email}
                showLocalHint={isLocalEnvironment(config)}
                onDone={(email) => setView({ kind: 'signIn', email })}
              />
            </Card>
          ) : (
            <Card>
              <Tabs
                label="Sign in or sign up"
                value={view.kind}
                onValueChange={(id) =>
                  setView(id === 'signUp' ? { kind: 'signUp' } : { kind: 'signIn', email: '' })
                }
                tabs={[
                  { id: 'signIn', label: 'Sign In', content: signIn },
                  { id: 'signUp', label: 'Sign Up', content: signUp },
                ]}
              />
            </Card>
          )}
        </Column>
      </Page>
    </ThemeProvider>
  );
}

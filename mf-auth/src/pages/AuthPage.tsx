import { Card } from '@portal/ui/Card';
import { Spinner } from '@portal/ui/Spinner';
import { Tabs } from '@portal/ui/Tabs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmSignUpForm } from '../features/confirm/components/ConfirmSignUpForm';
import { ForgotPasswordForm } from '../features/forgot-password/components/ForgotPasswordForm';
import { SignInForm } from '../features/sign-in/components/SignInForm';
import { TotpChallengeForm } from '../features/totp/components/TotpChallengeForm';
import { AuthFrame } from '../lib/layout';
import { AFTER_SIGN_IN, redirectTarget } from '../lib/redirect';
import { isLocalEnvironment, readRuntimeConfig } from '../lib/runtime';
import { useRedirectSignIn } from '../lib/useRedirectSignIn';

// Sign Up (with zod and the react-hook-form resolver) loads when its tab opens: /auth's first load stays small.
const SignUpForm = lazy(() =>
  import('../features/sign-up/components/SignUpForm').then((m) => ({ default: m.SignUpForm })),
);

/** Which step the page shows; each step is one feature's form. */
type View =
  | { kind: 'signIn'; email: string }
  | { kind: 'signUp' }
  | { kind: 'confirm'; email: string }
  | { kind: 'forgot'; email: string }
  | { kind: 'totp' };

/**
 * /auth (Auth page): tabs Sign In and Sign Up, plus the confirm-code step that follows a sign-up
 * (or a sign-in of an unconfirmed account), the 'Forgot password?' steps and the two-factor step. Mounted by the shell, inside its
 * router, theme and toasts. The page only chooses the step; each form is its feature's.
 */
export default function AuthPage() {
  const config = useMemo(readRuntimeConfig, []);
  const googleEnabled = Boolean(config?.cognito.googleOAuthDomain);
  const [view, setView] = useState<View>({ kind: 'signIn', email: '' });
  const navigate = useNavigate();
  const location = useLocation();
  useRedirectSignIn();

  const signIn = (
    <SignInForm
      // remount with the prefilled email after a confirmation
      key={view.kind === 'signIn' ? view.email : ''}
      defaultEmail={view.kind === 'signIn' ? view.email : ''}
      googleEnabled={googleEnabled}
      onSwitchToSignUp={() => setView({ kind: 'signUp' })}
      onUnconfirmed={(email) => setView({ kind: 'confirm', email })}
      onTotpRequired={() => setView({ kind: 'totp' })}
      onForgotPassword={(email) => setView({ kind: 'forgot', email })}
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
    <AuthFrame>
      {view.kind === 'totp' ? (
        <Card title="Two-factor authentication">
          <TotpChallengeForm
            onSignedIn={() => navigate(redirectTarget(location.state), AFTER_SIGN_IN)}
            onCancel={() => setView({ kind: 'signIn', email: '' })}
          />
        </Card>
      ) : view.kind === 'forgot' ? (
        <Card title="Reset your password">
          <ForgotPasswordForm
            defaultEmail={view.email}
            onDone={(email) => setView({ kind: 'signIn', email })}
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
    </AuthFrame>
  );
}

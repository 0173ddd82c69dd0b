import { TextField } from '@portal/ui/Input';
import { isUserNotConfirmed, signInWithGoogle, signInWithPassword } from '@portal/web/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { failureDescription } from '../../../lib/auth-errors';
import { Actions, Form, LinkButton, SwitchRow } from '../../../lib/layout';
import { LoadingButton } from '../../../lib/LoadingButton';
import { notify } from '@portal/ui/notify';
import { AFTER_SIGN_IN, redirectTarget, RETURN_TO_KEY } from '../../../lib/redirect';
import { validateEmail, validatePassword } from '../utils/validation';

interface SignInFormValues {
  email: string;
  password: string;
}

export interface SignInFormProps {
  defaultEmail?: string;
  /** Google button only when the pool has a Google identity provider (config.cognito.googleOAuthDomain). */
  googleEnabled: boolean;
  onSwitchToSignUp: () => void;
  /** The account exists but its sign-up is not confirmed: show the confirm-code step for this email. */
  onUnconfirmed: (email: string) => void;
  /** The account has two-factor authentication: the next step asks for the authenticator code. */
  onTotpRequired: () => void;
}

export function SignInForm({
  defaultEmail = '',
  googleEnabled,
  onSwitchToSignUp,
  onUnconfirmed,
  onTotpRequired,
}: SignInFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [googleLoading, setGoogleLoading] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInFormValues>({
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = async ({ email, password }: SignInFormValues) => {
    try {
      const outcome = await signInWithPassword(email.trim(), password);
      if (outcome.status === 'nextStep') {
        onTotpRequired();
        return;
      }
      notify.success('Login successful', 'Welcome back!');
      navigate(redirectTarget(location.state), AFTER_SIGN_IN);
    } catch (err) {
      if (isUserNotConfirmed(err)) {
        notify.info('Account not confirmed', 'Enter the confirmation code we sent to your email');
        onUnconfirmed(err.email);
        return;
      }
      notify.error('Login failed', failureDescription(err), err);
    }
  };

  const onGoogle = async () => {
    setGoogleLoading(true);
    try {
      // the redirect reloads the app: keep where the user wanted to go for when Google sends them back
      sessionStorage.setItem(RETURN_TO_KEY, redirectTarget(location.state));
      await signInWithGoogle(); // leaves the page; the redirect back lands on /auth
    } catch (err) {
      notify.error('Login failed', failureDescription(err), err);
      setGoogleLoading(false);
    }
  };

  const busy = isSubmitting || googleLoading;
  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        aria-required
        error={errors.email?.message}
        {...register('email', { validate: validateEmail })}
      />
      <TextField
        label="Password"
        kind="password"
        autoComplete="current-password"
        aria-required
        error={errors.password?.message}
        {...register('password', { validate: validatePassword })}
      />
      <Actions>
        <LoadingButton type="submit" fullWidth loading={isSubmitting} disabled={busy}>
          Login
        </LoadingButton>
        {googleEnabled ? (
          <LoadingButton
            variant="outline"
            fullWidth
            loading={googleLoading}
            disabled={busy}
            onClick={onGoogle}
          >
            Sign in with Google
          </LoadingButton>
        ) : null}
      </Actions>
      <SwitchRow>
        Don&apos;t have an account?
        <LinkButton type="button" onClick={onSwitchToSignUp}>
          Create an account
        </LinkButton>
      </SwitchRow>
    </Form>
  );
}

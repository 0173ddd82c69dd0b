import { TextField } from '@portal/ui/Input';
import { INACTIVE_ACCOUNT_MESSAGE, INACTIVE_HOME } from '@portal/web/account-access';
import { isUserNotConfirmed, signInWithGoogle, signInWithPassword } from '@portal/web/auth';
import { fetchMe } from '@portal/web/me';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { failureDescription, signInFailureDescription } from '../../../lib/auth-errors';
import { Actions, ForgotRow, Form, LinkButton, SwitchRow } from '../../../lib/layout';
import { LoadingButton } from '../../../lib/LoadingButton';
import { notify } from '@portal/ui/notify';
import { AFTER_SIGN_IN, opensToInactive, redirectTarget, RETURN_TO_KEY } from '../../../lib/redirect';
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
  /** 'Forgot password?': the reset step, with the email typed so far. */
  onForgotPassword: (email: string) => void;
}

/**
 * An inactive non-admin (a new user whose registration is not approved yet) is told what to do and
 * sent to its registrations, instead of a 'Login successful' that the guards would then contradict:
 * one toast, the one that says what to do. A failed /me read falls back to the success path (the
 * shell's guards still redirect).
 */
async function isInactiveAccount(): Promise<boolean> {
  try {
    const me = await fetchMe();
    return !me.isAdmin && me.accountStatus === 'inactive';
  } catch {
    return false;
  }
}

export function SignInForm({
  defaultEmail = '',
  googleEnabled,
  onSwitchToSignUp,
  onUnconfirmed,
  onTotpRequired,
  onForgotPassword,
}: SignInFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [googleLoading, setGoogleLoading] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
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
      const target = redirectTarget(location.state);
      if (!opensToInactive(target) && (await isInactiveAccount())) {
        notify.error(INACTIVE_ACCOUNT_MESSAGE);
        navigate(INACTIVE_HOME, AFTER_SIGN_IN);
        return;
      }
      notify.success('Login successful', 'Welcome back!');
      navigate(target, AFTER_SIGN_IN);
    } catch (err) {
      if (isUserNotConfirmed(err)) {
        notify.info('Account not confirmed', 'Enter the confirmation code we sent to your email');
        onUnconfirmed(err.email);
        return;
      }
      notify.error('Login failed', signInFailureDescription(err), err);
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
      <ForgotRow>
        <LinkButton type="button" onClick={() => onForgotPassword(getValues('email').trim())}>
          Forgot password?
        </LinkButton>
      </ForgotRow>
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
      <SwitchRow>
        <Link to="/terms">Terms of use</Link>
      </SwitchRow>
    </Form>
  );
}

import { TextField } from '@portal/ui/Input';
import { notify } from '@portal/ui/notify';
import { confirmPasswordReset, requestPasswordReset } from '@portal/web/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { validateEmail } from '../../../lib/email';
import { failureDescription } from '../../../lib/auth-errors';
import { Actions, Form, LinkButton, SwitchRow } from '../../../lib/layout';
import { LoadingButton } from '../../../lib/LoadingButton';
import {
  CODE_NOT_VALID,
  isCodeFailure,
  validateNewPassword,
  validateRepeatedPassword,
  validateResetCode,
} from '../utils/validation';

export interface ForgotPasswordFormProps {
  /** The email typed on Sign In, if any. */
  defaultEmail: string;
  /** Reset (or the user gives up): back to Sign In with the email prefilled. */
  onDone: (email: string) => void;
}

/**
 * 'Forgot password?': first the address, then the e-mailed code with the new password. The second
 * step reads the same whether or not the address has an account ('If an account exists…').
 */
export function ForgotPasswordForm({ defaultEmail, onDone }: ForgotPasswordFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo === null ? (
    <RequestCodeStep defaultEmail={defaultEmail} onSent={setSentTo} onBack={onDone} />
  ) : (
    <NewPasswordStep email={sentTo} onDone={onDone} onRestart={() => setSentTo(null)} />
  );
}

function RequestCodeStep({
  defaultEmail,
  onSent,
  onBack,
}: {
  defaultEmail: string;
  onSent: (email: string) => void;
  onBack: (email: string) => void;
}) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: defaultEmail } });

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      await requestPasswordReset(email.trim());
      onSent(email.trim());
    } catch (err) {
      notify.error('Could not send the code', failureDescription(err));
    }
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate>
      <p style={{ marginTop: 0 }}>
        Enter the email of your account. We will send you a code to set a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        aria-required
        autoFocus
        error={errors.email?.message}
        {...register('email', { validate: validateEmail })}
      />
      <Actions>
        <LoadingButton type="submit" fullWidth loading={isSubmitting}>
          Send code
        </LoadingButton>
      </Actions>
      <SwitchRow>
        <LinkButton type="button" onClick={() => onBack(getValues('email').trim())}>
          Back to Sign In
        </LinkButton>
      </SwitchRow>
    </Form>
  );
}

interface NewPasswordValues {
  code: string;
  password: string;
  confirmPassword: string;
}

function NewPasswordStep({
  email,
  onDone,
  onRestart,
}: {
  email: string;
  onDone: (email: string) => void;
  onRestart: () => void;
}) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ defaultValues: { code: '', password: '', confirmPassword: '' } });

  const onSubmit = async ({ code, password }: NewPasswordValues) => {
    try {
      await confirmPasswordReset(email, code.trim(), password);
      notify.success('Password changed', 'Sign in with your new password');
      onDone(email);
    } catch (err) {
      notify.error('Password not changed', isCodeFailure(err) ? CODE_NOT_VALID : failureDescription(err));
    }
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate>
      <p style={{ marginTop: 0 }}>
        If an account exists for <strong>{email}</strong>, we have sent a code to it.
      </p>
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-required
        autoFocus
        error={errors.code?.message}
        {...register('code', { validate: validateResetCode })}
      />
      <TextField
        label="New password"
        kind="password"
        autoComplete="new-password"
        aria-required
        error={errors.password?.message}
        {...register('password', { validate: validateNewPassword })}
      />
      <TextField
        label="Re-enter new password"
        kind="password"
        autoComplete="new-password"
        aria-required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', {
          validate: (value) => validateRepeatedPassword(value, getValues('password')),
        })}
      />
      <Actions>
        <LoadingButton type="submit" fullWidth loading={isSubmitting}>
          Set new password
        </LoadingButton>
      </Actions>
      <SwitchRow>
        <LinkButton type="button" onClick={onRestart}>
          Request a new code
        </LinkButton>
        ·
        <LinkButton type="button" onClick={() => onDone(email)}>
          Back to Sign In
        </LinkButton>
      </SwitchRow>
    </Form>
  );
}

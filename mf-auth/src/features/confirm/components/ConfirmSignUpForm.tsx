import { TextField } from '@portal/ui/Input';
import { confirmUserSignUp, resendSignUpCode } from '@portal/web/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureDescription } from '../../../lib/auth-errors';
import { Actions, Form, Hint, LinkButton, SwitchRow } from '../../../lib/layout';
import { LoadingButton } from '../../../lib/LoadingButton';
import { notify } from '@portal/ui/notify';
import { validateConfirmationCode } from '../utils/validation';

interface ConfirmFormValues {
  code: string;
}

export interface ConfirmSignUpFormProps {
  email: string;
  /** Local and test stacks: the code is in the local mail inbox (maildev) and the `npm start` console. */
  showLocalHint: boolean;
  /** Confirmed (or the user gives up): back to Sign In with the email prefilled. */
  onDone: (email: string) => void;
}

export function ConfirmSignUpForm({ email, showLocalHint, onDone }: ConfirmSignUpFormProps) {
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmFormValues>({
    defaultValues: { code: '' },
  });

  const onSubmit = async ({ code }: ConfirmFormValues) => {
    try {
      await confirmUserSignUp(email, code.trim());
      notify.success('Account confirmed', 'You can now sign in');
      onDone(email);
    } catch (err) {
      notify.error('Confirmation failed', failureDescription(err), err);
    }
  };

  const onResend = async () => {
    setResending(true);
    try {
      await resendSignUpCode(email);
      notify.success('Code sent', `A new confirmation code was sent to ${email}`);
    } catch (err) {
      notify.error('Could not resend code', failureDescription(err), err);
    } finally {
      setResending(false);
    }
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate>
      <p style={{ marginTop: 0 }}>
        We sent a confirmation code to <strong>{email}</strong>.
      </p>
      {showLocalHint ? (
        <Hint>Local stack: the code is in the local mail inbox and in the `npm start` console.</Hint>
      ) : null}
      <TextField
        label="Confirmation code"
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-required
        autoFocus
        error={errors.code?.message}
        {...register('code', { validate: validateConfirmationCode })}
      />
      <Actions>
        <LoadingButton type="submit" fullWidth loading={isSubmitting} disabled={resending}>
          Confirm
        </LoadingButton>
      </Actions>
      <SwitchRow>
        Didn&apos;t get a code?
        <LinkButton
          type="button"
          onClick={onResend}
          disabled={resending || isSubmitting}
          aria-busy={resending || undefined}
        >
          Resend code
        </LinkButton>
        ·
        <LinkButton type="button" onClick={() => onDone(email)}>
          Back to Sign In
        </LinkButton>
      </SwitchRow>
    </Form>
  );
}

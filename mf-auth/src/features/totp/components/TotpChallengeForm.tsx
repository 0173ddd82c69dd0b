import { TextField } from '@portal/ui/Input';
import { confirmSignInWithTotp } from '@portal/web/auth';
import { useForm } from 'react-hook-form';
import { failureDescription } from '../../../lib/auth-errors';
import { Actions, Form, LinkButton, SwitchRow } from '../../../lib/layout';
import { LoadingButton } from '../../../lib/LoadingButton';
import { notify } from '@portal/ui/notify';
import { validateTotpCode } from '../utils/validation';

export interface TotpChallengeFormProps {
  onSignedIn: () => void;
  onCancel: () => void;
}

/** Sign-in step for users who enabled two-factor authentication (My Account > Settings). */
export function TotpChallengeForm({ onSignedIn, onCancel }: TotpChallengeFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const onSubmit = async ({ code }: { code: string }) => {
    try {
      await confirmSignInWithTotp(code.replace(/\s+/g, ''));
      notify.success('Login successful', 'Welcome back!');
      onSignedIn();
    } catch (err) {
      notify.error('Login failed', failureDescription(err), err);
    }
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate>
      <p style={{ marginTop: 0 }}>Enter the 6-digit code from your authenticator app.</p>
      <TextField
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-required
        autoFocus
        error={errors.code?.message}
        {...register('code', { validate: validateTotpCode })}
      />
      <Actions>
        <LoadingButton type="submit" fullWidth loading={isSubmitting}>
          Verify
        </LoadingButton>
      </Actions>
      <SwitchRow>
        <LinkButton type="button" onClick={onCancel}>
          Back to Sign In
        </LinkButton>
      </SwitchRow>
    </Form>
  );
}

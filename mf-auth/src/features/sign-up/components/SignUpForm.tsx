import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox } from '@portal/ui/Checkbox';
import { TextField } from '@portal/ui/Input';
import { signUpUser } from '@portal/web/auth';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { failureDescription } from '../../../lib/auth-errors';
import { Actions, Form, LinkButton, SwitchRow } from '../../../lib/layout';
import { LoadingButton } from '../../../lib/LoadingButton';
import { useTerms } from '../../../lib/terms';
import { notify } from '@portal/ui/notify';
import {
  PASSWORD_MISMATCH,
  passwordsDiffer,
  signUpDefaults,
  signUpSchema,
  TERMS_REQUIRED,
  type SignUpFormInput,
  type SignUpFormValues,
} from '../utils/schema';

export interface SignUpFormProps {
  onSwitchToSignIn: () => void;
  /** Sign-up accepted: continue with the confirm-code step for this email. */
  onSignedUp: (email: string) => void;
}

export function SignUpForm({ onSwitchToSignIn, onSignedUp }: SignUpFormProps) {
  // the version accepted is recorded on the profile; a sign-up goes on without it if it cannot be read
  const { data: terms } = useTerms();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: signUpDefaults,
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const mismatch = passwordsDiffer(password, confirmPassword);

  const onValid = async (values: SignUpFormValues) => {
    // unreachable through the schema (its refinement catches a mismatch first); kept as a last guard
    if (values.password !== values.confirmPassword) {
      notify.error(PASSWORD_MISMATCH, 'Please make sure your passwords match');
      return;
    }
    try {
      await signUpUser({
        fullName: values.fullName,
        email: values.email,
        phoneNumber: values.phoneNumber,
        companyName: values.companyName,
        password: values.password,
        termsVersion: terms?.version,
      });
      notify.success('Signup successful', 'Please check your email to confirm your account');
      onSignedUp(values.email);
    } catch (err) {
      notify.error('Signup failed', failureDescription(err), err);
    }
  };

  const onInvalid = (formErrors: FieldErrors<SignUpFormInput>) => {
    if (formErrors.confirmPassword?.message === PASSWORD_MISMATCH) {
      notify.error(PASSWORD_MISMATCH, 'Please make sure your passwords match');
    } else if (formErrors.acceptTerms) {
      notify.error('Terms & Conditions', TERMS_REQUIRED);
    }
  };

  const confirmError = mismatch ? PASSWORD_MISMATCH : errors.confirmPassword?.message;
  return (
    <Form onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
      <TextField
        label="Full Name"
        autoComplete="name"
        aria-required
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        aria-required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        aria-required
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <TextField
        label="Company Name"
        autoComplete="organization"
        aria-required
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextField
        label="Password"
        kind="password"
        autoComplete="new-password"
        aria-required
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Re-enter password"
        kind="password"
        autoComplete="new-password"
        aria-required
        error={confirmError}
        {...register('confirmPassword')}
      />
      <Checkbox
        label={
          <>
            I accept the{' '}
            <a href="/terms" target="_blank" rel="noreferrer">
              terms of use
            </a>
          </>
        }
        aria-invalid={errors.acceptTerms ? true : undefined}
        {...register('acceptTerms')}
      />
      {errors.acceptTerms?.message ? (
        <p role="alert" style={{ margin: '-0.4rem 0 0.75rem', fontSize: '0.875rem', color: '#ef4444' }}>
          {errors.acceptTerms.message}
        </p>
      ) : null}
      <Actions>
        {/* disabled while the passwords differ; a submit attempt then explains why by toast */}
        <LoadingButton type="submit" fullWidth loading={isSubmitting} softDisabled={mismatch}>
          Sign Up
        </LoadingButton>
      </Actions>
      <SwitchRow>
        Already have an account?
        <LinkButton type="button" onClick={onSwitchToSignIn}>
          Sign in instead
        </LinkButton>
      </SwitchRow>
    </Form>
  );
}

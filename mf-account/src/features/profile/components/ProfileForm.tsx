import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type ProfileUpdate } from '@portal/contracts/account';
import type { Profile } from '@portal/contracts/me';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { TextField } from '@portal/ui/Input';
import { ApiError } from '@portal/web/api';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Grid, Row } from '../../../lib/layout';
import { notify } from '../../../lib/notify';
import { updateProfile } from '../api/update-profile';

function valuesOf(profile: Profile): ProfileUpdate {
  return {
    full_name: profile.full_name,
    phone_number: profile.phone_number,
    company_name: profile.company_name,
  };
}

/**
 * My details: full name, phone number and company name are editable, the email is read-only (it is the
 * sign-in identity). Toasts per spec §8: 'Profile updated successfully' / 'Failed to update profile' (with
 * the server's message) / 'An error occurred while updating your profile' (network or unexpected error).
 */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: () => Promise<unknown> | void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: valuesOf(profile),
  });

  // a fresh /me (after saving, or on focus) becomes the new baseline unless the user is editing
  useEffect(() => {
    if (!isDirty) reset(valuesOf(profile));
  }, [profile, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await updateProfile(values);
      reset(valuesOf(saved));
      notify.success('Profile updated successfully');
      await onSaved();
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) notify.error('Failed to update profile', err.message);
      else notify.error('An error occurred while updating your profile');
    }
  });

  return (
    <Card
      title="Personal Information"
      description="Your name, phone number and company as other parties see them."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Personal Information">
        <Grid>
          <TextField
            label="Full Name"
            autoComplete="name"
            required
            error={errors.full_name?.message}
            {...register('full_name')}
          />
          <TextField
            label="Email"
            type="email"
            value={profile.email}
            readOnly
            hint="Your sign-in email cannot be changed here."
          />
          <TextField
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            required
            error={errors.phone_number?.message}
            {...register('phone_number')}
          />
          <TextField
            label="Company Name"
            autoComplete="organization"
            required
            error={errors.company_name?.message}
            {...register('company_name')}
          />
        </Grid>
        <Row>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </Row>
      </form>
    </Card>
  );
}

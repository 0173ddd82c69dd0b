import { zodResolver } from '@hookform/resolvers/zod';
import { profileFieldsSchema, type ProfileFields } from '@portal/contracts/account';
import type { VersionedProfile } from '@portal/contracts/me';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { TextField } from '@portal/ui/Input';
import { ApiError } from '@portal/web/api';
import { Grid, Muted, Row } from '@portal/ui/layout';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '@portal/ui/notify';
import { updateProfile } from '../api/update-profile';

/** Shown after a 409: someone saved the profile since the form was loaded, and its values replaced the edit. */
export const profileReloadedMessage =
  'Your profile was changed elsewhere, so the current values have been loaded. Review them and save again.';

function valuesOf(profile: VersionedProfile): ProfileFields {
  return {
    full_name: profile.full_name,
    phone_number: profile.phone_number,
    company_name: profile.company_name,
  };
}

/**
 * My details: full name, phone number and company name are editable, the email is read-only (it is the
 * sign-in identity). Toasts: 'Profile updated successfully' / 'Failed to update profile' (with
 * the server's message) / 'An error occurred while updating your profile' (network or unexpected error).
 * A save carries the profile version the shown values came from; if the profile changed since (409), the
 * current profile is reloaded into the form and the form says so.
 */
export function ProfileForm({
  profile,
  reloadProfile,
}: {
  profile: VersionedProfile;
  /** Fetches the profile again (GET /me) and answers the current one. */
  reloadProfile: () => Promise<VersionedProfile | undefined>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFields>({
    resolver: zodResolver(profileFieldsSchema),
    defaultValues: valuesOf(profile),
  });
  // the version of the values the form holds: a save must not overwrite a change it has not seen
  const baseVersion = useRef(profile.version);
  const [reloaded, setReloaded] = useState(false);

  const load = (next: VersionedProfile) => {
    baseVersion.current = next.version;
    reset(valuesOf(next));
  };

  // a fresh /me (after saving, or on focus) becomes the new baseline unless the user is editing
  // (never an older one than the form holds: /me may answer after a save's own answer)
  useEffect(() => {
    if (isDirty || profile.version < baseVersion.current) return;
    baseVersion.current = profile.version;
    reset(valuesOf(profile));
  }, [profile, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setReloaded(false);
    try {
      load(await updateProfile({ ...values, version: baseVersion.current }));
      notify.success('Profile updated successfully');
      await reloadProfile();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        notify.error('Failed to update profile', err.message, err);
        const current = await reloadProfile().catch(() => undefined);
        if (current) {
          load(current);
          setReloaded(true);
        }
      } else if (err instanceof ApiError && err.status > 0)
        notify.error('Failed to update profile', err.message, err);
      else notify.error('An error occurred while updating your profile', undefined, err);
    }
  });

  return (
    <Card
      title="Personal Information"
      description="Your name, phone number and company as other parties see them."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Personal Information">
        {reloaded && (
          <Muted role="alert" data-testid="profile-reloaded">
            {profileReloadedMessage}
          </Muted>
        )}
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

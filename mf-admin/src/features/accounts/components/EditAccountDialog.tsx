import { zodResolver } from '@hookform/resolvers/zod';
import { adminProfileFieldsSchema, type AccountRow } from '@portal/contracts/admin';
import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { Spinner } from '@portal/ui/Spinner';
import { Muted } from '@portal/ui/layout';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUserDetail } from '../../../lib/api/admin';
import { serverMessage } from '@portal/web/errors';
import type { ProfileFields } from '../api/accounts';

type Values = z.input<typeof adminProfileFieldsSchema>;

/** Shown when a save failed because the profile had changed since the dialog loaded it. */
export const profileReloadedMessage =
  "This user's profile was changed since you opened it, so the current values have been loaded. Review them and save again.";

/**
 * Edit: the admin changes a user's full name, phone number and company name (adminProfileFieldsSchema,
 * the same rules the API applies). The current values come from GET /admin/users/{id}, since the row
 * shows derived values ('N/A' company, a name made from the email); the save carries the profile version
 * they came with. If the save fails and the profile turns out to have changed since (the API's 409), the
 * current values are loaded into the form and the dialog says so. Lazily loaded: zod and react-hook-form
 * stay out of the page chunk.
 */
export default function EditAccountDialog({
  account,
  onClose,
  onSave,
}: {
  account: AccountRow;
  onClose: () => void;
  /** runs the save (toasts, refresh); resolves true when it worked */
  onSave: (values: ProfileFields) => Promise<boolean>;
}) {
  const detail = useUserDetail(account.id);
  const profile = detail.data?.profile;
  return (
    <Dialog open onClose={onClose} title={`Edit ${account.name}`} description={account.email}>
      {profile ? (
        <EditForm
          defaults={{
            full_name: profile.full_name,
            phone_number: profile.phone_number,
            company_name: profile.company_name,
          }}
          version={profile.version}
          reload={async () => (await detail.mutate())?.profile}
          onClose={onClose}
          onSave={onSave}
        />
      ) : detail.error ? (
        <>
          <Muted role="alert">
            Failed to load user data{serverMessage(detail.error) ? `: ${serverMessage(detail.error)}` : ''}
          </Muted>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => void detail.mutate()}>Retry</Button>
          </DialogFooter>
        </>
      ) : (
        <Spinner label="Loading user data..." />
      )}
    </Dialog>
  );
}

function EditForm({
  defaults,
  version,
  reload,
  onClose,
  onSave,
}: {
  defaults: Values;
  /** the profile version `defaults` came with */
  version: number;
  /** reads the user's profile again */
  reload: () => Promise<({ version: number } & Values) | undefined>;
  onClose: () => void;
  onSave: (values: ProfileFields) => Promise<boolean>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values, unknown, z.output<typeof adminProfileFieldsSchema>>({
    resolver: zodResolver(adminProfileFieldsSchema),
    defaultValues: defaults,
  });
  const [baseVersion, setBaseVersion] = useState(version);
  const [reloaded, setReloaded] = useState(false);

  const submit = handleSubmit(async (values) => {
    setReloaded(false);
    if (await onSave({ ...values, version: baseVersion })) {
      onClose();
      return;
    }
    const current = await reload().catch(() => undefined);
    if (current && current.version !== baseVersion) {
      reset({
        full_name: current.full_name,
        phone_number: current.phone_number,
        company_name: current.company_name,
      });
      setBaseVersion(current.version);
      setReloaded(true);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Edit profile">
      {reloaded && (
        <Muted role="alert" data-testid="profile-reloaded">
          {profileReloadedMessage}
        </Muted>
      )}
      <TextField
        label="Full Name"
        required
        autoComplete="off"
        error={errors.full_name?.message}
        {...register('full_name')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        required
        autoComplete="off"
        error={errors.phone_number?.message}
        {...register('phone_number')}
      />
      <TextField
        label="Company Name"
        required
        autoComplete="off"
        error={errors.company_name?.message}
        {...register('company_name')}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}

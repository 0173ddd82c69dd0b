import { zodResolver } from '@hookform/resolvers/zod';
import { adminProfileUpdateSchema, type AccountRow } from '@portal/contracts/admin';
import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { Spinner } from '@portal/ui/Spinner';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUserDetail } from '../../../api/admin';
import { serverMessage } from '../../../lib/errors';
import { Muted } from '../../../lib/layout';
import type { ProfileFields } from '../api/accounts';

type Values = z.input<typeof adminProfileUpdateSchema>;

/**
 * Edit: the admin changes a user's full name, phone number and company name (adminProfileUpdateSchema,
 * the same rules the API applies). The current values come from GET /admin/users/{id}, since the row
 * shows derived values ('N/A' company, a name made from the email). Lazily loaded: zod and
 * react-hook-form stay out of the page chunk.
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
  onClose,
  onSave,
}: {
  defaults: Values;
  onClose: () => void;
  onSave: (values: ProfileFields) => Promise<boolean>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values, unknown, z.output<typeof adminProfileUpdateSchema>>({
    resolver: zodResolver(adminProfileUpdateSchema),
    defaultValues: defaults,
  });

  const submit = handleSubmit(async (values) => {
    if (await onSave(values)) onClose();
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Edit profile">
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

import type { AccountRow } from '@portal/contracts/admin';
import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { Muted } from '@portal/ui/layout';

/**
 * Confirms Deactivate (Cognito sign-in disabled and every API call of the user refused) or Activate
 * (both restored).
 */
export default function ActiveStateDialog({
  account,
  busy,
  onClose,
  onConfirm,
}: {
  account: AccountRow;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const activate = account.status === 'inactive';
  const verb = activate ? 'Activate' : 'Deactivate';
  return (
    <Dialog open onClose={onClose} title={`${verb} ${account.name}?`} description={account.email}>
      <Muted>
        {activate
          ? 'The user can sign in again and the API accepts their requests.'
          : 'The user can no longer sign in, and the API refuses every request they make until the account is activated again.'}
      </Muted>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant={activate ? 'primary' : 'danger'}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? (activate ? 'Activating...' : 'Deactivating...') : verb}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { signOutUser } from '@portal/web/auth';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '@portal/web/errors';
import { notify } from '@portal/ui/notify';
import { deleteAccount } from '../api/settings';
import { canConfirmDelete, DELETE_CONFIRMATION } from '../utils/settings';

/** Type DELETE to confirm; DELETE /account; then sign out and go to /auth. 409 shows the server's reason. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);

  const close = () => {
    if (deleting) return;
    setTyped('');
    onClose();
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!canConfirmDelete(typed)) return;
    setDeleting(true);
    try {
      await deleteAccount();
    } catch (err) {
      setDeleting(false);
      notify.error('Failed to delete account', serverMessage(err) ?? 'An unexpected error occurred', err);
      return;
    }
    notify.success('Account deleted', 'Your account and your data have been removed.');
    try {
      await signOutUser();
    } catch {
      // the account is gone; a failed sign-out only leaves stale local tokens that the API rejects
    }
    navigate('/auth', { replace: true });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Delete Account"
      description="This permanently deletes your account, profile, registrations and documents. It cannot be undone."
    >
      <form noValidate onSubmit={confirm} aria-label="Confirm account deletion">
        <TextField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={close} disabled={deleting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={!canConfirmDelete(typed) || deleting}
            aria-busy={deleting || undefined}
          >
            {deleting ? 'Deleting...' : 'Delete my account'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { useState } from 'react';

/** Asks for an optional rejection reason (shown to the applicant on My Account). */
export default function RejectDialog({
  open,
  title,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description="The applicant sees the reason and can edit and resubmit."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason);
        }}
      >
        <TextField
          kind="textarea"
          label="Reason (optional)"
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason((event.target as unknown as HTMLTextAreaElement).value)}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? 'Rejecting...' : 'Confirm Rejection'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

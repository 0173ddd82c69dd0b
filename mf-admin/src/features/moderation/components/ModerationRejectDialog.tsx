import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { useState } from 'react';
import { rejectionReasonProblem } from '../utils/moderation';

/** Asks for the reason of a rejection (required: the owner reads it next to the rejected item). */
export default function ModerationRejectDialog({
  title,
  busy,
  onCancel,
  onConfirm,
}: {
  title: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog
      open
      onClose={onCancel}
      title={title}
      description="The owner sees the reason and can edit and submit it again."
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = rejectionReasonProblem(reason);
          setProblem(found);
          if (!found) onConfirm(reason.trim());
        }}
      >
        <TextField
          kind="textarea"
          label="Reason"
          required
          maxLength={500}
          value={reason}
          error={problem ?? undefined}
          onChange={(event) => {
            setReason((event.target as unknown as HTMLTextAreaElement).value);
            if (problem) setProblem(null);
          }}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Rejecting...' : 'Confirm Rejection'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

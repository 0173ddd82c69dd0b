import type { AdminDealRow } from '@portal/contracts/admin-deals';
import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { Notice } from '@portal/ui/layout';
import { useState } from 'react';

const MAX_REASON_LENGTH = 500;

/**
 * Asks for the reason of cancelling a deal (required: both parties see it in the deal's history) and
 * shows the server's refusal in the dialog, so the admin can read it before closing.
 */
export default function CancelDealDialog({
  deal,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  deal: AdminDealRow;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Cancel ${deal.title}`}
      description="The deal stops for good: no party can act on it any more. Both parties see the reason in its history."
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setMissing(true);
            return;
          }
          onConfirm(reason);
        }}
      >
        <TextField
          kind="textarea"
          label="Reason"
          required
          maxLength={MAX_REASON_LENGTH}
          value={reason}
          error={missing && !reason.trim() ? 'A reason is required' : undefined}
          onChange={(event) => setReason((event.target as unknown as HTMLTextAreaElement).value)}
        />
        {error ? (
          <Notice $tone="danger" role="alert" style={{ marginTop: '0.75rem' }}>
            {error}
          </Notice>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep Deal
          </Button>
          <Button type="submit" variant="danger" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Cancelling...' : 'Cancel Deal'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

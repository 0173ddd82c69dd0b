import type { DealCommandRequest, DealDetail } from '@portal/contracts/deals';
import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { useState, type FormEvent } from 'react';
import { runDealCommand } from '../../../lib/deals-api';
import { errorText } from '../../../lib/errors';
import { notify } from '../../../lib/notify';

export interface ReasonDialogProps {
  deal: DealDetail;
  open: boolean;
  onClose: () => void;
  onChange: (deal: DealDetail) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The command the reason goes with (an override or a cancellation). */
  command: (reason: string) => DealCommandRequest;
  success: { title: string; description: (deal: DealDetail) => string };
  failureTitle: string;
  danger?: boolean;
}

/**
 * An admin's override (moving a deal to another stage, cancelling it): never silent, so the dialog
 * asks for a reason, which the server stores in the deal's history with the change.
 */
export function ReasonDialog({
  deal,
  open,
  onClose,
  onChange,
  title,
  description,
  confirmLabel,
  command,
  success,
  failureTitle,
  danger,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setReason('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError('A reason is required');
      return;
    }
    setBusy(true);
    try {
      const next = await runDealCommand(deal.id, command(trimmed));
      notify.success(success.title, success.description(next));
      onChange(next);
      setReason('');
      setError(undefined);
      onClose();
    } catch (err) {
      notify.error(failureTitle, errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={title} description={description}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          kind="textarea"
          label="Reason"
          required
          value={reason}
          maxLength={500}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Back
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

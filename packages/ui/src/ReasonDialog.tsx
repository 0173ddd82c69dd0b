import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogFooter } from './Dialog';
import { TextField } from './Input';
import { Notice } from './layout';

export const MISSING_REASON = 'A reason is required';

export interface ReasonDialogProps {
  /** Shown while true; a dialog mounted only while needed can leave it out. */
  open?: boolean;
  title: ReactNode;
  /** Who reads the reason and what happens next. */
  description: ReactNode;
  /** An empty reason is accepted (labelled 'Reason (optional)'); otherwise one is required. */
  optional?: boolean;
  label?: string;
  maxLength?: number;
  /** The problem with a typed reason (raw text), or null; replaces the required-reason check. */
  validate?: (reason: string) => string | null;
  confirmLabel: string;
  /** The confirm button's text while busy ('Rejecting...'); the confirm label unless given. */
  busyLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** Busy because the caller runs the request; a promise returned by onConfirm also counts. */
  busy?: boolean;
  /** A refusal shown inside the dialog (e.g. the server's sentence), so it can be read before closing. */
  error?: ReactNode;
  /** Not called while busy. */
  onClose: () => void;
  /** The reason, trimmed. While a returned promise is pending the dialog is busy. */
  onConfirm: (reason: string) => void | Promise<unknown>;
}

/**
 * Asks for the reason of a decision someone else reads (a rejection, a cancellation, an admin's
 * override) and hands it over trimmed. The typed reason is forgotten when the dialog closes.
 */
export function ReasonDialog({
  open = true,
  title,
  description,
  optional = false,
  label = optional ? 'Reason (optional)' : 'Reason',
  maxLength = 500,
  validate,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy: busyOutside = false,
  error,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = busyOutside || pending;

  useEffect(() => {
    if (open) return;
    setReason('');
    setProblem(null);
  }, [open]);

  const close = () => {
    if (!busy) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = reason.trim();
    const found = validate ? validate(reason) : !optional && !trimmed ? MISSING_REASON : null;
    setProblem(found);
    if (found) return;
    const result = onConfirm(trimmed);
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={title} description={description}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          kind="textarea"
          label={label}
          required={!optional}
          maxLength={maxLength}
          value={reason}
          error={problem ?? undefined}
          onChange={(event) => {
            setReason((event.target as unknown as HTMLTextAreaElement).value);
            if (problem) setProblem(null);
          }}
        />
        {error ? (
          <Notice $tone="danger" role="alert" style={{ marginTop: '0.75rem' }}>
            {error}
          </Notice>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={tone} disabled={busy} aria-busy={busy || undefined}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

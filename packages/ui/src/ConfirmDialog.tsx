import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Dialog, DialogFooter } from './Dialog';
import { FactList, Notice } from './layout';
import { referenceOf } from './toast';

/** One line of what is being agreed: 'Value' → 'USD 17,137,500.00'. */
export interface ConfirmFact {
  label: string;
  value: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  /** The act as a question: 'Accept the FCO terms?', 'Confirm final title transfer?'. */
  title: ReactNode;
  /** What confirming does, in a sentence (irreversible, closes the deal, who is told). */
  statement?: ReactNode;
  /** What is agreed, one fact a line (the deal's ticket, the document and its version). */
  facts?: readonly ConfirmFact[];
  /** Fields the act takes besides the confirmation (an admin's note), owned by the caller. */
  children?: ReactNode;
  /** Names the act ('Accept FCO Terms'); never a bare 'OK'. */
  confirmLabel: string;
  /** The confirm button's text while the act runs ('Accepting...'). */
  busyLabel?: string;
  tone?: 'primary' | 'danger';
  /** Not called while the act runs. */
  onClose: () => void;
  /**
   * Performs the act. While the promise is pending the dialog is busy (a second click does nothing);
   * when it resolves the dialog closes; when it rejects, the error's message is shown in the dialog so
   * the person reads why before deciding again.
   */
  onConfirm: () => Promise<unknown>;
}

const Facts = styled(FactList)`
  margin: 0 0 0.75rem;
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-weight: 600;
  }
`;
const Statement = styled.p`
  margin: 0 0 1rem;
`;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The action could not be completed.';

/**
 * Asks for an explicit, informed confirmation before an act that binds someone (accepting terms,
 * confirming a payment or a title transfer, approving a registration): the act as its title, what is
 * agreed, and a confirm button naming the act beside Cancel. Focus starts on Cancel, so Enter alone
 * never commits; the act's refusal stays in the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  statement,
  facts = [],
  children,
  confirmLabel,
  busyLabel,
  tone = 'primary',
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; reference?: string } | null>(null);
  // a ref as well as the state: two clicks before React re-renders the disabled button send once
  const running = useRef(false);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) {
      // the native dialog has opened (the child's effect ran first): start on the safe choice
      cancel.current?.focus();
      return;
    }
    setError(null);
  }, [open]);

  const close = () => {
    if (!running.current) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      running.current = false;
      setBusy(false);
      onClose();
    } catch (err) {
      running.current = false;
      setBusy(false);
      setError({ message: messageOf(err), reference: referenceOf(err) });
    }
  };

  return (
    <Dialog open={open} onClose={close} title={title}>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="confirm-dialog">
        {statement ? <Statement>{statement}</Statement> : null}
        {facts.length > 0 ? (
          <Facts aria-label="What you confirm">
            {facts.map((fact) => (
              <div key={fact.label} style={{ display: 'contents' }}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </Facts>
        ) : null}
        {children}
        {error ? (
          <Notice $tone="danger" role="alert" style={{ marginTop: '0.75rem' }}>
            {error.message}
            {error.reference ? <div>Reference: {error.reference}</div> : null}
          </Notice>
        ) : null}
        <DialogFooter>
          <Button ref={cancel} variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={tone} disabled={busy} aria-busy={busy || undefined}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

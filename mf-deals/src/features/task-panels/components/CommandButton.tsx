import type { DealCommandRequest } from '@portal/contracts/deals';
import { dealActConfirmation, type DealAct } from '@portal/contracts/deal-acts';
import { Button, type ButtonProps } from '@portal/ui/Button';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { useState } from 'react';
import { useDealCommand, type SuccessToast } from '../hooks/useDealCommand';
import type { PanelProps } from '../utils/panel-actions';

/**
 * A button for one binding command without data (Proceed, the confirmations): it opens a dialog that
 * states what is agreed (the trade ticket, the document) and sends the command only on its explicit
 * confirm, with its success toast; a refusal stays in the dialog.
 */
export function CommandButton({
  deal,
  onChange,
  command,
  act,
  success,
  children,
  variant,
}: PanelProps & {
  command: DealCommandRequest;
  /** What the dialog says is agreed. */
  act: DealAct;
  success?: SuccessToast;
  children: string;
  variant?: ButtonProps['variant'];
}) {
  const { send, running } = useDealCommand({ deal, onChange });
  const [open, setOpen] = useState(false);
  const confirmation = dealActConfirmation(deal, act);
  return (
    <>
      <Button variant={variant} disabled={running !== null} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <ConfirmDialog
        open={open}
        title={confirmation.title}
        statement={confirmation.statement}
        facts={confirmation.facts}
        confirmLabel={confirmation.confirmLabel}
        busyLabel={confirmation.busyLabel}
        onClose={() => setOpen(false)}
        onConfirm={() => send(command, success)}
      />
    </>
  );
}

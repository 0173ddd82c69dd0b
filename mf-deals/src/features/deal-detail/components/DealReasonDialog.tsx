import type { DealCommandRequest, DealDetail } from '@portal/contracts/deals';
import { notify } from '@portal/ui/notify';
import { ReasonDialog } from '@portal/ui/ReasonDialog';
import { errorText } from '@portal/web/errors';
import { runDealCommand } from '../../../lib/deals-api';

export interface DealReasonDialogProps {
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
 * asks for a reason, which the server stores in the deal's history with the change. A refusal is a
 * toast and the dialog stays open with the reason typed.
 */
export function DealReasonDialog({
  deal,
  command,
  success,
  failureTitle,
  danger,
  onChange,
  onClose,
  ...texts
}: DealReasonDialogProps) {
  const confirm = async (reason: string) => {
    try {
      const next = await runDealCommand(deal.id, command(reason));
      notify.success(success.title, success.description(next));
      onChange(next);
      onClose();
    } catch (err) {
      notify.error(failureTitle, errorText(err), err);
    }
  };
  return (
    <ReasonDialog
      {...texts}
      cancelLabel="Back"
      tone={danger ? 'danger' : 'primary'}
      onClose={onClose}
      onConfirm={confirm}
    />
  );
}

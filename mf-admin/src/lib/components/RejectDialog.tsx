import { ReasonDialog } from '@portal/ui/ReasonDialog';

/**
 * Asks for an optional reason for rejecting a registration (the applicant reads it on My Account):
 * the kit's reason dialog with the words User Management and Verifications both use.
 */
export default function RejectDialog({
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
  return (
    <ReasonDialog
      title={title}
      description="The applicant sees the reason and can edit and resubmit."
      optional
      maxLength={1000}
      confirmLabel="Confirm Rejection"
      busyLabel="Rejecting..."
      busy={busy}
      onClose={onCancel}
      onConfirm={onConfirm}
    />
  );
}

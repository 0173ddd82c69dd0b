import { reviewNoteMaxLength } from '@portal/contracts/admin';
import type { RegistrationType } from '@portal/contracts/me';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { TextField } from '@portal/ui/Input';
import { capitalize } from '@portal/web/format';
import { useState } from 'react';

/** The applicant and the registration an admin decides on. */
export interface ReviewTarget {
  type: RegistrationType;
  name: string;
  email: string;
  company: string;
}

export interface ReviewInput {
  /** Rejections only: the applicant reads it on My Account. */
  reason?: string;
  /** The admin's own note, kept in the audit with the decision. */
  note?: string;
}

/**
 * Approve or reject a submitted registration, after a confirmation naming the applicant: approving
 * opens the portal to a company, so it takes an explicit confirm like the rejection. Both take an
 * optional note that only the audit keeps; a rejection also an optional reason for the applicant.
 * User Management and Verifications use the same dialog, so their words agree.
 */
export default function ReviewDialog({
  decision,
  target,
  onCancel,
  onConfirm,
}: {
  decision: 'approve' | 'reject';
  target: ReviewTarget;
  onCancel: () => void;
  /** Rejects with the server's sentence, shown in the dialog. */
  onConfirm: (input: ReviewInput) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const type = capitalize(target.type);
  const approve = decision === 'approve';
  const given = (text: string) => text.trim() || undefined;
  return (
    <ConfirmDialog
      open
      title={approve ? `Approve ${type} Registration?` : `Reject ${type} Registration`}
      statement={
        approve
          ? `${target.name} becomes an active ${target.type} of the portal and is told by e-mail.`
          : 'The applicant sees the reason and can edit and resubmit.'
      }
      facts={[
        { label: 'Applicant', value: target.name },
        { label: 'Email', value: target.email },
        { label: 'Company', value: target.company },
        { label: 'Registration', value: type },
      ]}
      confirmLabel={approve ? 'Approve Registration' : 'Confirm Rejection'}
      busyLabel={approve ? 'Approving...' : 'Rejecting...'}
      tone={approve ? 'primary' : 'danger'}
      onClose={onCancel}
      onConfirm={() =>
        onConfirm(approve ? { note: given(note) } : { reason: given(reason), note: given(note) })
      }
    >
      {approve ? null : (
        <TextField
          kind="textarea"
          label="Reason (optional)"
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason((event.target as unknown as HTMLTextAreaElement).value)}
        />
      )}
      <TextField
        kind="textarea"
        label="Note (optional)"
        hint="Kept in the audit with your decision; the applicant does not see it."
        maxLength={reviewNoteMaxLength}
        value={note}
        onChange={(event) => setNote((event.target as unknown as HTMLTextAreaElement).value)}
      />
    </ConfirmDialog>
  );
}

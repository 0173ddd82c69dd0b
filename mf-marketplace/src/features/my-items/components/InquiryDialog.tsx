import type { Inquiry, OwnerItem } from '@portal/contracts/marketplace';
import { quantityLabel } from '@portal/contracts/marketplace-catalogue';
import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter, DialogHeading } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { FactList, Muted, Notice } from '@portal/ui/layout';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorText } from '@portal/web/errors';
import { formatDate, formatKilobytes } from '@portal/web/format';
import { itemKindTexts } from '../../../lib/item-kinds';
import { FileRow } from '../../../lib/FileRow';
import { notify } from '@portal/ui/notify';
import { acceptInquiry, declineInquiry, fileDownloadUrl } from '../api/my-items';
import { InquiryStatusBadge } from './StatusBadges';

const Documents = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;
const Message = styled.dd`
  white-space: pre-wrap;
`;

type Step = { kind: 'view' } | { kind: 'accept' } | { kind: 'decline' };

/**
 * The inquiry-details dialog of My Listings / My Requests: the inquirer's label and rating, quantity,
 * message and attached documents (short-lived download links), and for a pending inquiry Accept (after
 * a confirmation) and Decline (with an optional reason). Either answer closes the dialog (the spec's
 * "it becomes Accepted and the dialog closes"); the accepted row then links to the deal it opened.
 */
export function InquiryDialog({
  item,
  inquiry,
  onClose,
  onChanged,
}: {
  item: OwnerItem;
  inquiry: Inquiry;
  onClose: () => void;
  /** After an accept or decline: the inquiry as the server answered it (if it did), to show at once. */
  onChanged: (answered?: Inquiry) => void;
}) {
  const texts = itemKindTexts[item.kind];
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [opening, setOpening] = useState<string | null>(null);
  const pending = inquiry.status === 'Pending';
  const dealId = inquiry.deal_id;

  const run = async (action: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const accept = () =>
    run(async () => {
      try {
        const result = await acceptInquiry(inquiry);
        notify.success('Inquiry accepted', `Deal #${result.deal_id} has been created.`);
        onChanged(result.inquiry);
        onClose();
      } catch (err) {
        notify.error('Failed to accept inquiry', errorText(err), err);
        setStep({ kind: 'view' });
        onChanged();
      }
    });

  const decline = () =>
    run(async () => {
      try {
        const declined = await declineInquiry(inquiry, reason);
        notify.success('Inquiry declined', `${inquiry.company} has been told.`);
        onChanged(declined);
        onClose();
      } catch (err) {
        notify.error('Failed to decline inquiry', errorText(err), err);
        onChanged();
      }
    });

  const download = async (fileId: string) => {
    if (opening) return;
    setOpening(fileId);
    try {
      const url = await fileDownloadUrl(fileId);
      // noopener: the storage tab gets no handle on this page; the click's activation covers the open
      window.open(url, '_blank', 'noopener,noreferrer');
    } catch (err) {
      notify.error('Failed to open document', errorText(err), err);
    } finally {
      setOpening(null);
    }
  };

  let footer;
  if (step.kind === 'accept') {
    footer = (
      <>
        <Notice $tone="info" role="status" style={{ marginTop: '1rem' }}>
          Accept the inquiry of {inquiry.company} for {quantityLabel(inquiry.quantity, inquiry.unit)}? A deal
          is opened with them and the quantity is committed from this {texts.noun}.
        </Notice>
        <DialogFooter>
          <Button variant="secondary" disabled={busy} onClick={() => setStep({ kind: 'view' })}>
            Back
          </Button>
          <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void accept()}>
            {busy ? 'Accepting...' : 'Confirm Accept'}
          </Button>
        </DialogFooter>
      </>
    );
  } else if (step.kind === 'decline') {
    footer = (
      <form
        style={{ marginTop: '1rem' }}
        onSubmit={(event) => {
          event.preventDefault();
          void decline();
        }}
      >
        <TextField
          kind="textarea"
          label="Reason (optional)"
          hint={`${inquiry.company} sees the reason.`}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason((event.target as unknown as HTMLTextAreaElement).value)}
        />
        <DialogFooter>
          <Button variant="secondary" disabled={busy} onClick={() => setStep({ kind: 'view' })}>
            Back
          </Button>
          <Button type="submit" variant="danger" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Declining...' : 'Confirm Decline'}
          </Button>
        </DialogFooter>
      </form>
    );
  } else {
    footer = (
      <DialogFooter>
        {pending ? (
          <>
            <Button variant="danger" onClick={() => setStep({ kind: 'decline' })}>
              Decline
            </Button>
            <Button onClick={() => setStep({ kind: 'accept' })}>Accept</Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        )}
      </DialogFooter>
    );
  }

  return (
    <Dialog open onClose={onClose} title="Inquiry Details" description={`On your ${texts.noun} ${item.name}`}>
      <FactList $labelColumn="7rem">
        <dt>Company</dt>
        <dd>{inquiry.company}</dd>
        <dt>Rating</dt>
        <dd>{inquiry.rating.toFixed(1)} / 5</dd>
        <dt>Quantity</dt>
        <dd>{quantityLabel(inquiry.quantity, inquiry.unit)}</dd>
        <dt>Status</dt>
        <dd>
          <InquiryStatusBadge status={inquiry.status} />
        </dd>
        <dt>Received</dt>
        <dd>{formatDate(inquiry.created_at)}</dd>
        <dt>Message</dt>
        <Message>{inquiry.message?.trim() ? inquiry.message : 'No message'}</Message>
        {inquiry.status === 'Declined' && inquiry.decline_reason ? (
          <>
            <dt>Decline reason</dt>
            <dd>{inquiry.decline_reason}</dd>
          </>
        ) : null}
        {dealId ? (
          <>
            <dt>Deal</dt>
            <dd>
              <Link to={`/deal/${encodeURIComponent(dealId)}`}>Deal #{dealId}</Link>
            </dd>
          </>
        ) : null}
      </FactList>
      <DialogHeading>Documents</DialogHeading>
      {inquiry.files.length === 0 ? (
        <Muted>No documents attached.</Muted>
      ) : (
        <Documents aria-label="Attached documents">
          {inquiry.files.map((file) => (
            <FileRow as="li" key={file.id}>
              <span>
                {file.file_name} <Muted as="span">({formatKilobytes(file.size)})</Muted>
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Download ${file.file_name}`}
                disabled={opening === file.id}
                onClick={() => void download(file.id)}
              >
                Download
              </Button>
            </FileRow>
          ))}
        </Documents>
      )}
      {footer}
    </Dialog>
  );
}

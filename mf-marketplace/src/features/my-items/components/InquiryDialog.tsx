import type { Inquiry } from '@portal/contracts/marketplace';
import { quantityLabel, type ItemKind } from '@portal/contracts/marketplace-catalogue';
import type { CounterOffer } from '@portal/contracts/negotiation';
import { roundTermKeys, roundTermLabels, type NegotiationMove } from '@portal/contracts/offer-terms';
import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter, DialogHeading } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { FactList, Muted, Notice } from '@portal/ui/layout';
import { Fragment, lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorText } from '@portal/web/errors';
import { formatDate, formatDateTime, formatKilobytes } from '@portal/web/format';
import { itemKindTexts } from '../../../lib/item-kinds';
import { FileRow } from '../../../lib/FileRow';
import { notify } from '@portal/ui/notify';
import { acceptInquiry, counterOffer, declineInquiry, fileDownloadUrl, withdrawOffer } from '../api/my-items';
import { termText, type RoundView } from '../utils/negotiation';
import { NegotiationThread } from './NegotiationThread';
import { InquiryStatusBadge } from './StatusBadges';

const Documents = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;
/** The moves stay in sight while the rounds and documents scroll under them. */
const Moves = styled(DialogFooter)`
  position: sticky;
  bottom: -1.5rem;
  flex-wrap: wrap;
  margin: 1.25rem -1.5rem -1.5rem;
  padding: 0.75rem 1.5rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const Message = styled.dd`
  white-space: pre-wrap;
`;

type Step =
  | { kind: 'view' }
  | { kind: 'accept' }
  | { kind: 'decline' }
  | { kind: 'counter' }
  | { kind: 'review'; offer: Omit<CounterOffer, 'round'> }
  | { kind: 'withdraw' };

const CounterOfferForm = lazy(() => import('./CounterOfferForm'));

/** The counter-offer under review, term by term, as the maker is about to send it. */
function offerFacts(offer: Omit<CounterOffer, 'round'>, unit: string) {
  const terms = { ...offer.terms, unit: unit as RoundView['terms']['unit'] };
  return [
    ...roundTermKeys.map((key) => ({ label: roundTermLabels[key], value: termText(terms, key) })),
    {
      label: 'Valid until',
      value: offer.valid_until ? formatDateTime(offer.valid_until) : 'The platform default from now',
    },
  ];
}

/**
 * The inquiry-details dialog of My Listings / My Requests, for both sides: the inquirer's label and
 * rating, quantity, message and attached documents (short-lived download links, the owner's), the
 * negotiation's rounds, and the moves open to the reader: Accept (after a confirmation that states the
 * terms), Counter (the form, then a review before the firm offer is sent), Decline (with an optional
 * reason) and Withdraw. Each move closes the dialog (the spec's "it becomes Accepted and the dialog
 * closes"); an accepted row then links to the deal it opened.
 */
export function InquiryDialog({
  inquiry,
  itemName,
  itemKind,
  viewer,
  onClose,
  onChanged,
}: {
  inquiry: Inquiry;
  itemName: string;
  itemKind: ItemKind;
  /** The item's owner answers inquiries; the inquirer follows its own. */
  viewer: 'owner' | 'inquirer';
  onClose: () => void;
  /** After a move: the inquiry as the server answered it (if it did), to show at once. */
  onChanged: (answered?: Inquiry) => void;
}) {
  const texts = itemKindTexts[itemKind];
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [opening, setOpening] = useState<string | null>(null);
  const negotiation = inquiry.negotiation;
  const latest = negotiation?.rounds.at(-1);
  // before negotiation an inquiry had no rounds: its owner accepts or declines it, as then
  const moves: readonly NegotiationMove[] =
    negotiation?.moves ?? (viewer === 'owner' && inquiry.status === 'Pending' ? ['accept', 'decline'] : []);
  const opening1 = !latest || latest.number === 1;
  const counterpart = viewer === 'owner' ? inquiry.company : (latest?.label ?? 'the owner');
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
        notify.success(
          opening1 ? 'Inquiry accepted' : 'Offer accepted',
          `Deal #${result.deal_id} has been created.`,
        );
        onChanged(result.inquiry);
        onClose();
      } catch (err) {
        notify.error(opening1 ? 'Failed to accept inquiry' : 'Failed to accept offer', errorText(err), err);
        setStep({ kind: 'view' });
        onChanged();
      }
    });

  const decline = () =>
    run(async () => {
      try {
        const declined = await declineInquiry(inquiry, reason);
        notify.success(
          viewer === 'owner' ? 'Inquiry declined' : 'Offer declined',
          `${counterpart} has been told.`,
        );
        onChanged(declined);
        onClose();
      } catch (err) {
        notify.error(
          viewer === 'owner' ? 'Failed to decline inquiry' : 'Failed to decline offer',
          errorText(err),
          err,
        );
        onChanged();
      }
    });

  const sendCounter = (offer: Omit<CounterOffer, 'round'>) =>
    run(async () => {
      try {
        const countered = await counterOffer(inquiry, offer);
        notify.success('Counter-offer sent', `${counterpart} has been told.`);
        onChanged(countered);
        onClose();
      } catch (err) {
        notify.error('Failed to send counter-offer', errorText(err), err);
        setStep({ kind: 'view' });
        onChanged();
      }
    });

  const withdraw = () =>
    run(async () => {
      try {
        const withdrawn = await withdrawOffer(inquiry);
        notify.success('Offer withdrawn', `${counterpart} has been told.`);
        onChanged(withdrawn);
        onClose();
      } catch (err) {
        notify.error('Failed to withdraw offer', errorText(err), err);
        setStep({ kind: 'view' });
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

  const back = (
    <Button variant="secondary" disabled={busy} onClick={() => setStep({ kind: 'view' })}>
      Back
    </Button>
  );
  let footer;
  if (step.kind === 'accept') {
    footer = (
      <>
        <Notice $tone="info" role="status" style={{ marginTop: '1rem' }}>
          {opening1 && viewer === 'owner' ? (
            <>
              Accept the inquiry of {inquiry.company} for {quantityLabel(inquiry.quantity, inquiry.unit)}? A
              deal is opened with them and the quantity is committed from this {texts.noun}.
            </>
          ) : (
            <>
              Accept the offer of {latest?.label} in round {latest?.number}? A deal is opened on these terms,
              which bind both sides.
            </>
          )}
        </Notice>
        {latest ? (
          <FactList $labelColumn="8rem" role="group" aria-label="Terms you accept">
            {roundTermKeys.map((key) => (
              <Fragment key={key}>
                <dt>{roundTermLabels[key]}</dt>
                <dd>{termText(latest.terms, key)}</dd>
              </Fragment>
            ))}
          </FactList>
        ) : null}
        <DialogFooter>
          {back}
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
          hint={`${counterpart} sees the reason.`}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason((event.target as unknown as HTMLTextAreaElement).value)}
        />
        <DialogFooter>
          {back}
          <Button type="submit" variant="danger" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Declining...' : 'Confirm Decline'}
          </Button>
        </DialogFooter>
      </form>
    );
  } else if (step.kind === 'counter' && latest) {
    footer = (
      <>
        <DialogHeading>Your counter-offer</DialogHeading>
        <Suspense fallback={<Muted role="status">Loading the form...</Muted>}>
          <CounterOfferForm
            latest={latest}
            unit={inquiry.unit}
            onBack={() => setStep({ kind: 'view' })}
            onReview={(offer) => setStep({ kind: 'review', offer })}
          />
        </Suspense>
      </>
    );
  } else if (step.kind === 'review') {
    footer = (
      <>
        <Notice $tone="info" role="status" style={{ marginTop: '1rem' }}>
          Send this firm offer to {counterpart}? If they accept it before it runs out, a deal opens on these
          terms and binds you.
        </Notice>
        <FactList $labelColumn="8rem" role="group" aria-label="Your counter-offer">
          {offerFacts(step.offer, inquiry.unit).map((fact) => (
            <Fragment key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ))}
          {step.offer.message ? (
            <>
              <dt>Message</dt>
              <Message>{step.offer.message}</Message>
            </>
          ) : null}
        </FactList>
        <DialogFooter>
          <Button variant="secondary" disabled={busy} onClick={() => setStep({ kind: 'counter' })}>
            Edit
          </Button>
          <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void sendCounter(step.offer)}>
            {busy ? 'Sending...' : 'Send Counter-Offer'}
          </Button>
        </DialogFooter>
      </>
    );
  } else if (step.kind === 'withdraw') {
    footer = (
      <>
        <Notice $tone="warning" role="status" style={{ marginTop: '1rem' }}>
          Withdraw your offer of round {latest?.number}? The negotiation closes and {counterpart} is told; a
          new inquiry counts against your monthly limit.
        </Notice>
        <DialogFooter>
          {back}
          <Button
            variant="danger"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void withdraw()}
          >
            {busy ? 'Withdrawing...' : 'Confirm Withdraw'}
          </Button>
        </DialogFooter>
      </>
    );
  } else {
    footer = (
      <Moves>
        {moves.length === 0 ? (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        ) : null}
        {moves.includes('withdraw') ? (
          <Button variant="danger" onClick={() => setStep({ kind: 'withdraw' })}>
            Withdraw Offer
          </Button>
        ) : null}
        {moves.includes('decline') ? (
          <Button variant="danger" onClick={() => setStep({ kind: 'decline' })}>
            Decline
          </Button>
        ) : null}
        {moves.includes('counter') ? (
          <Button variant="outline" onClick={() => setStep({ kind: 'counter' })}>
            Counter
          </Button>
        ) : null}
        {moves.includes('accept') ? (
          <Button onClick={() => setStep({ kind: 'accept' })}>Accept</Button>
        ) : null}
      </Moves>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Inquiry Details"
      description={
        viewer === 'owner' ? `On your ${texts.noun} ${itemName}` : `On the ${texts.noun} ${itemName}`
      }
    >
      <FactList $labelColumn="7rem">
        <dt>{viewer === 'owner' ? 'Company' : 'Your label'}</dt>
        <dd>{inquiry.company}</dd>
        <dt>Rating</dt>
        <dd>{inquiry.rating.toFixed(1)} / 5</dd>
        <dt>Quantity</dt>
        <dd>{quantityLabel(inquiry.quantity, inquiry.unit)}</dd>
        <dt>Status</dt>
        <dd>
          <InquiryStatusBadge status={inquiry.status} />
        </dd>
        <dt>{viewer === 'owner' ? 'Received' : 'Sent'}</dt>
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
      {negotiation && step.kind === 'view' ? (
        <>
          <DialogHeading>Negotiation</DialogHeading>
          <NegotiationThread negotiation={negotiation} status={inquiry.status} />
          {moves.includes('accept') && !moves.includes('counter') && negotiation.rounds_left === 0 ? (
            <Muted>This negotiation has used all its rounds: accept or decline the latest offer.</Muted>
          ) : null}
        </>
      ) : null}
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

import type { DealDetail } from '@portal/contracts/deals';
import { platformDocumentTypes } from '@portal/contracts/deal-stages';
import { dealActConfirmation, type DealAct } from '@portal/contracts/deal-acts';
import { Button } from '@portal/ui/Button';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { TextField } from '@portal/ui/Input';
import { Muted, Row, VisuallyHidden } from '@portal/ui/layout';
import { useState } from 'react';
import styled from 'styled-components';
import { useAdminCommand } from '../hooks/useAdminCommand';
import { offers, reissueActionsOf, reviewActionsOf } from '../utils/review';
import { ReviewDocumentCard } from './ReviewDocumentCard';

const submissionReceived = { title: 'Success', description: 'Your submission has been received.' };

const Box = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  & > h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  & h3.part {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
`;

/** The platform's confirmation dialog for one of its acts on the deal (the admin reads both sides). */
function ActDialog({
  deal,
  act,
  open,
  onClose,
  onConfirm,
}: {
  deal: DealDetail;
  act: DealAct;
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
}) {
  const confirmation = dealActConfirmation(deal, act);
  return (
    <ConfirmDialog
      open={open}
      title={confirmation.title}
      statement={confirmation.statement}
      facts={confirmation.facts}
      confirmLabel={confirmation.confirmLabel}
      busyLabel={confirmation.busyLabel}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}

function VerificationForm({ deal, onChange }: { deal: DealDetail; onChange: (deal: DealDetail) => void }) {
  const { send, running } = useAdminCommand(deal, onChange);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  return (
    <div>
      <h3 className="part">Verification</h3>
      <TextField
        label="Verification note"
        kind="textarea"
        required
        value={note}
        error={error}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
      <Button
        disabled={running !== null}
        onClick={() => {
          if (!note.trim()) {
            setError('A verification note is required');
            return;
          }
          setConfirming(true);
        }}
      >
        Complete Verification
      </Button>
      <ActDialog
        deal={deal}
        act={{ type: 'complete-verification', note: note.trim() }}
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          send({ type: 'complete-verification', note: note.trim() }, submissionReceived, 'verify')
        }
      />
    </div>
  );
}

/**
 * The platform reviewer's panel on a deal (admins): every document the server offers for review, then
 * the platform's other steps when offered (Complete Verification, Confirm Fee Payment, issuing a
 * platform document again).
 */
export function DocumentReviewPanel({
  deal,
  onChange,
}: {
  deal: DealDetail;
  onChange: (deal: DealDetail) => void;
}) {
  const reviews = reviewActionsOf(deal);
  const reissues = reissueActionsOf(deal);
  const { run, send, running } = useAdminCommand(deal, onChange);
  const [confirmingFee, setConfirmingFee] = useState(false);
  return (
    <Box aria-labelledby="document-review-heading" data-testid="document-review-panel">
      <h2 id="document-review-heading">Document Review</h2>
      {reviews.length === 0 ? <Muted>No documents awaiting review</Muted> : null}
      {reviews.map((action) => (
        <ReviewDocumentCard
          key={`${action.documentId}@${action.version}`}
          deal={deal}
          action={action}
          onChange={onChange}
        />
      ))}
      {offers(deal, 'complete-verification') ? <VerificationForm deal={deal} onChange={onChange} /> : null}
      {offers(deal, 'confirm-fee-payment') ? (
        <div>
          <h3 className="part">Platform fee</h3>
          <Button disabled={running !== null} onClick={() => setConfirmingFee(true)}>
            Confirm Fee Payment
          </Button>
          <ActDialog
            deal={deal}
            act={{ type: 'confirm-fee-payment' }}
            open={confirmingFee}
            onClose={() => setConfirmingFee(false)}
            onConfirm={() => send({ type: 'confirm-fee-payment' }, submissionReceived, 'fee')}
          />
        </div>
      ) : null}
      {reissues.length > 0 ? (
        <div>
          <h3 className="part">Platform documents</h3>
          {reissues.map(({ documentType }) => {
            const { title } = platformDocumentTypes[documentType];
            return (
              <Row key={documentType} style={{ justifyContent: 'space-between', marginBottom: '0.4rem' }}>
                <span>{title}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={running !== null}
                  onClick={() =>
                    void run(
                      { type: 'reissue-platform-document', documentType },
                      { title: 'Success', description: `${title} was issued again.` },
                      documentType,
                    )
                  }
                >
                  Issue again <VisuallyHidden>{title}</VisuallyHidden>
                </Button>
              </Row>
            );
          })}
        </div>
      ) : null}
    </Box>
  );
}

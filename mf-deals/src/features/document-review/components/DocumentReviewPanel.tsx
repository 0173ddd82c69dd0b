import type { DealDetail } from '@portal/contracts/deals';
import { platformDocumentTypes } from '@portal/contracts/deal-stages';
import { Button } from '@portal/ui/Button';
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

function VerificationForm({ deal, onChange }: { deal: DealDetail; onChange: (deal: DealDetail) => void }) {
  const { run, running } = useAdminCommand(deal, onChange);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
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
          void run({ type: 'complete-verification', note: note.trim() }, submissionReceived, 'verify');
        }}
      >
        Complete Verification
      </Button>
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
  const { run, running } = useAdminCommand(deal, onChange);
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
          <Button
            disabled={running !== null}
            onClick={() => void run({ type: 'confirm-fee-payment' }, submissionReceived, 'fee')}
          >
            Confirm Fee Payment
          </Button>
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

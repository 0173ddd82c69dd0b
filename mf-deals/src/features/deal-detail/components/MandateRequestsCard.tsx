import type { DealDetail } from '@portal/contracts/deals';
import type { MandateRequest } from '@portal/contracts/mandates';
import { dealActConfirmation } from '@portal/contracts/deal-acts';
import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { Muted } from '@portal/ui/layout';
import { useState } from 'react';
import { errorText } from '@portal/web/errors';
import { formatDate } from '@portal/web/format';
import { notify } from '@portal/ui/notify';
import { answerMandateRequest } from '../api/mandate-requests';
import { AnswerRow, RowActions, Rows } from '../../../lib/rows';

const sideTitle = { buyer: 'Buyer Mandate', seller: 'Seller Mandate' } as const;

/**
 * 'Mandate requests': the mandates who asked to follow the deal for the viewer's side (admins: both
 * sides, read-only). The party confirms or declines a pending one; a confirmed one is shown attached.
 */
export function MandateRequestsCard({
  deal,
  onChange,
}: {
  deal: DealDetail;
  onChange: (next: DealDetail) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<MandateRequest | null>(null);
  const requests = deal.mandate_requests ?? [];
  if (requests.length === 0) return null;
  const canAnswer = (request: MandateRequest) => deal.role === request.party && deal.status === 'active';

  const decline = async (request: MandateRequest) => {
    setBusy(request.mandate_id);
    try {
      const next = await answerMandateRequest(deal.id, request.mandate_id, 'decline');
      notify.info('Mandate request declined', `${request.mandate_name} has been told.`);
      onChange(next);
    } catch (err) {
      notify.error('Failed to answer the request', errorText(err), err);
    } finally {
      setBusy(null);
    }
  };

  // attaching agrees to the mandate's commission on the deal: it waits for the dialog's confirm, and
  // a refusal is shown there
  const confirm = async (request: MandateRequest) => {
    setBusy(request.mandate_id);
    try {
      const next = await answerMandateRequest(deal.id, request.mandate_id, 'confirm');
      notify.success('Mandate attached', `${request.mandate_name} now follows Deal #${deal.id} read-only.`);
      onChange(next);
    } catch (err) {
      throw new Error(errorText(err), { cause: err });
    } finally {
      setBusy(null);
    }
  };
  const confirmation = confirming
    ? dealActConfirmation(deal, {
        type: 'confirm-mandate',
        mandate: confirming.mandate_company
          ? `${confirming.mandate_name} (${confirming.mandate_company})`
          : confirming.mandate_name,
        commission_percent: confirming.commission_percent,
      })
    : null;

  return (
    <Card title="Mandate requests" data-testid="mandate-requests">
      <Rows>
        {requests.map((request) => (
          <AnswerRow key={request.mandate_id} data-testid="mandate-request">
            <div>
              <strong>{request.mandate_name}</strong>
              {request.mandate_company ? ` (${request.mandate_company})` : null}{' '}
              <Badge tone="info">{sideTitle[request.party]}</Badge>
              <Muted>
                {request.commission_percent === null
                  ? 'No commission stated'
                  : `Commission ${request.commission_percent} %`}
                {' · '}
                {request.status === 'confirmed' && request.confirmed_at
                  ? `attached ${formatDate(request.confirmed_at)}`
                  : `asked ${formatDate(request.requested_at)}`}
              </Muted>
            </div>
            {request.status === 'confirmed' ? (
              <Badge tone="success">Attached</Badge>
            ) : canAnswer(request) ? (
              <RowActions>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy !== null}
                  aria-label={`Decline ${request.mandate_name}`}
                  onClick={() => void decline(request)}
                >
                  Decline
                </Button>
                <Button
                  size="sm"
                  disabled={busy !== null}
                  aria-label={`Confirm ${request.mandate_name}`}
                  onClick={() => setConfirming(request)}
                >
                  Confirm
                </Button>
              </RowActions>
            ) : (
              <Badge tone="warning">Awaiting the {request.party}</Badge>
            )}
          </AnswerRow>
        ))}
      </Rows>
      {confirming && confirmation ? (
        <ConfirmDialog
          open
          title={confirmation.title}
          statement={confirmation.statement}
          facts={confirmation.facts}
          confirmLabel={confirmation.confirmLabel}
          busyLabel={confirmation.busyLabel}
          onClose={() => setConfirming(null)}
          onConfirm={() => confirm(confirming)}
        />
      ) : null}
    </Card>
  );
}

import type { DealDetail } from '@portal/contracts/deals';
import type { MandateRequest } from '@portal/contracts/mandates';
import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { Muted } from '@portal/ui/layout';
import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@portal/web/errors';
import { formatDate } from '@portal/web/format';
import { notify } from '@portal/ui/notify';
import { answerMandateRequest } from '../api/mandate-requests';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
`;
const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.6rem 1rem;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

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
  const requests = deal.mandate_requests ?? [];
  if (requests.length === 0) return null;
  const canAnswer = (request: MandateRequest) => deal.role === request.party && deal.status === 'active';

  const answer = async (request: MandateRequest, verb: 'confirm' | 'decline') => {
    setBusy(request.mandate_id);
    try {
      const next = await answerMandateRequest(deal.id, request.mandate_id, verb);
      if (verb === 'confirm')
        notify.success('Mandate attached', `${request.mandate_name} now follows Deal #${deal.id} read-only.`);
      else notify.info('Mandate request declined', `${request.mandate_name} has been told.`);
      onChange(next);
    } catch (err) {
      notify.error('Failed to answer the request', errorText(err), err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title="Mandate requests" data-testid="mandate-requests">
      <List>
        {requests.map((request) => (
          <Item key={request.mandate_id} data-testid="mandate-request">
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
              <Actions>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy !== null}
                  aria-label={`Decline ${request.mandate_name}`}
                  onClick={() => void answer(request, 'decline')}
                >
                  Decline
                </Button>
                <Button
                  size="sm"
                  disabled={busy !== null}
                  aria-label={`Confirm ${request.mandate_name}`}
                  onClick={() => void answer(request, 'confirm')}
                >
                  Confirm
                </Button>
              </Actions>
            ) : (
              <Badge tone="warning">Awaiting the {request.party}</Badge>
            )}
          </Item>
        ))}
      </List>
    </Card>
  );
}

import type { MeResponse, RegistrationType } from '@portal/contracts/me';
import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { Muted, Notice, Stack } from '@portal/ui/layout';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '@portal/web/format';
import { useRegistrations } from '../api/registrations';
import {
  cardAction,
  progressStage,
  registerPath,
  registrationTypes,
  statusBadge,
  storeStage,
  typeLabel,
} from '../utils/registration-status';
import { RegistrationProgress } from './RegistrationProgress';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: 1rem;
  & > section {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
  }
`;

const descriptions: Record<RegistrationType, string> = {
  buyer: 'Buy commodities: browse the seller marketplace, post requests and send inquiries.',
  seller: 'Sell commodities: publish listings, answer buyer requests and run deals.',
  mandate: 'Act for a buyer or a seller and follow the deals you are attached to.',
};

/** One card per registration type, and the progress display (stored under registration_status too). */
export function RegistrationCards({ me }: { me: MeResponse }) {
  const navigate = useNavigate();
  const { data: registrations } = useRegistrations();
  const [confirmType, setConfirmType] = useState<RegistrationType | null>(null);
  const stage = useMemo(() => progressStage(Object.values(me.registrations)), [me.registrations]);
  useEffect(() => storeStage(stage), [stage]);

  return (
    <Stack>
      <RegistrationProgress stage={stage} />
      <Cards>
        {registrationTypes.map((type) => {
          const state = me.registrations[type];
          const action = cardAction(type, state);
          const badge = statusBadge(state);
          const stored = registrations?.find((r) => r.type === type);
          return (
            <Card
              key={type}
              title={typeLabel(type)}
              aria-label={`${typeLabel(type)} registration`}
              data-testid={`registration-card-${type}`}
              data-state={state}
            >
              <div>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </div>
              <Muted>{descriptions[type]}</Muted>
              {stored && state !== 'not_registered' ? (
                <Muted>Last updated {formatDateTime(stored.updated_at)}</Muted>
              ) : null}
              {state === 'rejected' && stored?.rejection_reason ? (
                <Notice $tone="danger">
                  <strong>Rejection reason:</strong> {stored.rejection_reason}
                </Notice>
              ) : null}
              <div style={{ marginTop: 'auto' }}>
                {action.kind === 'register' ? (
                  <Button fullWidth onClick={() => setConfirmType(type)}>
                    {action.label}
                  </Button>
                ) : action.kind === 'disabled' ? (
                  <Button fullWidth variant="secondary" disabled>
                    {action.label}
                  </Button>
                ) : (
                  <Button
                    fullWidth
                    variant={action.kind === 'apply-again' ? 'outline' : 'primary'}
                    onClick={() => navigate(registerPath(type))}
                  >
                    {action.label}
                  </Button>
                )}
              </div>
            </Card>
          );
        })}
      </Cards>
      <Dialog
        open={confirmType !== null}
        onClose={() => setConfirmType(null)}
        title={confirmType ? `Register as ${typeLabel(confirmType)}` : ''}
        description={
          confirmType
            ? `You are about to start the ${typeLabel(confirmType)} registration. You will need your business details and supporting documents; you can save it for later at any time.`
            : undefined
        }
      >
        <DialogFooter>
          <Button variant="secondary" onClick={() => setConfirmType(null)}>
            Cancel
          </Button>
          <Button onClick={() => confirmType && navigate(registerPath(confirmType))}>Proceed</Button>
        </DialogFooter>
      </Dialog>
    </Stack>
  );
}

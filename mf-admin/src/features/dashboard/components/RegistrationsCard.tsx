import type { AdminStats } from '@portal/contracts/admin';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.35rem 1rem;
  margin: 0 0 1rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  & dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** Counts of submitted and approved registrations and of documents, with 'View All Verifications'. */
export function RegistrationsCard({ stats }: { stats?: AdminStats }) {
  const navigate = useNavigate();
  return (
    <Card title="Registrations" aria-label="Registrations">
      <Figures>
        <dt>Pending review</dt>
        <dd data-testid="reg-submitted">{stats?.registrations.submitted ?? '…'}</dd>
        <dt>Approved</dt>
        <dd data-testid="reg-approved">{stats?.registrations.approved ?? '…'}</dd>
        <dt>Documents</dt>
        <dd data-testid="reg-documents">{stats?.documents ?? '…'}</dd>
      </Figures>
      <Button variant="outline" fullWidth onClick={() => navigate('/verifications')}>
        View All Verifications
      </Button>
    </Card>
  );
}

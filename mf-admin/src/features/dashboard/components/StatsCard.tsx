import type { AdminStats } from '@portal/contracts/admin';
import { Card } from '@portal/ui/Card';
import { Muted } from '@portal/ui/layout';
import styled from 'styled-components';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  & div {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: 0.75rem;
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    margin: 0.2rem 0 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

/** Summary statistics, all from GET /admin/stats (no placeholders). */
export function StatsCard({ stats, error }: { stats?: AdminStats; error?: unknown }) {
  const figures: Array<[string, string, number | undefined]> = [
    ['total-users', 'Total Users', stats?.total_users],
    ['active-users', 'Active Users', stats?.active_users],
    ['buyers', 'Total Buyers', stats?.buyers],
    ['sellers', 'Total Sellers', stats?.sellers],
    ['deals', 'Total Deals', stats?.deals],
  ];
  return (
    <Card title="Summary Statistics" aria-label="Summary Statistics">
      {error && !stats ? (
        <Muted role="alert">Failed to load statistics</Muted>
      ) : (
        <Figures aria-busy={!stats || undefined}>
          {figures.map(([id, label, value]) => (
            <div key={id}>
              <dt>{label}</dt>
              <dd data-testid={`stat-${id}`}>{value ?? '…'}</dd>
            </div>
          ))}
        </Figures>
      )}
    </Card>
  );
}

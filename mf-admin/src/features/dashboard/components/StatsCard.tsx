import type { AdminStats } from '@portal/contracts/admin';
import { Card } from '@portal/ui/Card';
import { Muted } from '@portal/ui/layout';
import { Link } from 'react-router-dom';
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

const FigureLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

/**
 * Summary statistics, all from GET /admin/stats (no placeholders). A figure that a list counts too
 * leads to that list, where the same number stands: Total Users to User Management's All Users tab,
 * Total Buyers and Total Sellers to Buyer and Seller Accounts (the holders of the role; User
 * Management's Buyers tab also lists applicants and new accounts, whose type is Buyer until they
 * register), Total Deals to Deal Management's All Deals tab.
 */
export function StatsCard({ stats, error }: { stats?: AdminStats; error?: unknown }) {
  const figures: Array<[string, string, number | undefined, string | undefined]> = [
    ['total-users', 'Total Users', stats?.total_users, '/admin/users'],
    ['active-users', 'Active Users', stats?.active_users, undefined],
    ['buyers', 'Total Buyers', stats?.buyers, '/admin/buyer-accounts'],
    ['sellers', 'Total Sellers', stats?.sellers, '/admin/seller-accounts'],
    ['deals', 'Total Deals', stats?.deals, '/admin/deals'],
  ];
  return (
    <Card title="Summary Statistics" aria-label="Summary Statistics">
      {error && !stats ? (
        <Muted role="alert">Failed to load statistics</Muted>
      ) : (
        <Figures aria-busy={!stats || undefined}>
          {figures.map(([id, label, value, to]) => (
            <div key={id}>
              <dt>{label}</dt>
              <dd data-testid={`stat-${id}`}>
                {to && value !== undefined ? (
                  <FigureLink to={to} aria-label={`${label}: ${value}`}>
                    {value}
                  </FigureLink>
                ) : (
                  (value ?? '…')
                )}
              </dd>
            </div>
          ))}
        </Figures>
      )}
    </Card>
  );
}

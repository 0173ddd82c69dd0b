import { AccountStatusBadge } from '@portal/ui/Badge';
import { Card } from '@portal/ui/Card';
import { CardGrid, EmptyState, PageHeader, Row } from '@portal/ui/layout';
import { useMe } from '@portal/web/me';
import { ButtonLink } from '../../../lib/layout';

/**
 * / (Dashboard): 'Welcome back, {company name or User}' and the Account Status badge from GET /me (the
 * shell's guard has loaded it before this page mounts), and the My Deals card. The deal counts come
 * with the deals API; until then the card says where they will be, and links to the Deal Flow.
 */
export function DashboardView() {
  const { me } = useMe();
  return (
    <>
      <PageHeader $align="start">
        <div>
          <h1>Dashboard</h1>
          {me ? <p>{`Welcome back, ${me.profile.company_name || 'User'}`}</p> : null}
        </div>
        {me ? (
          <Row>
            <span>Account Status</span>
            <AccountStatusBadge status={me.accountStatus} />
          </Row>
        ) : null}
      </PageHeader>
      <CardGrid>
        <Card title="My Deals">
          <EmptyState>
            <p>Your deals will be counted here: Pending, Ongoing and Completed.</p>
            <ButtonLink to="/deal-flow" $variant="outline" $size="sm">
              View All Deals
            </ButtonLink>
          </EmptyState>
        </Card>
      </CardGrid>
    </>
  );
}

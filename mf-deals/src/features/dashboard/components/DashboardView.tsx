import { AccountStatusBadge } from '@portal/ui/Badge';
import { CardGrid, PageHeader, Row, Stack } from '@portal/ui/layout';
import { useMe } from '@portal/web/me';
import styled from 'styled-components';
import { viewerCompanyOf } from '../../../lib/deal-ticket/ticket';
import { useActionRequired, useDashboard } from '../api/dashboard-api';
import { showsApprovals } from '../utils/dashboard';
import { ActionRequiredCard } from './ActionRequiredCard';
import { ActivitiesCard } from './ActivitiesCard';
import { AwaitingApprovalCard } from './AwaitingApprovalCard';
import { InquiriesCard, MyDealsCard, NotificationsCard, RatingCard } from './DashboardCards';

/** The two long cards: side by side on a wide screen (the activities table wider), stacked below. */
const Lower = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: 1.25rem;
  align-items: start;
  margin-top: 1.25rem;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * / (Dashboard): 'Welcome back, {company name or User}' and the Account Status badge from GET /me (the
 * shell's guard has loaded it before this page mounts); the cards from GET /dashboard, the
 * notification centre and the caller's own activities; between the cards and those lists, for a
 * member who may release held documents Awaiting your approval, then Action required (the deals
 * waiting on the caller), both from one fetch of those deals.
 */
export function DashboardView() {
  const { me } = useMe();
  const { data, error } = useDashboard();
  const awaitingMe = useActionRequired();
  const loadable = { data, failed: Boolean(error) && !data };
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
      <CardGrid style={{ alignItems: 'start' }}>
        <MyDealsCard {...loadable} />
        <RatingCard {...loadable} />
        <InquiriesCard {...loadable} roles={me?.roles ?? []} />
      </CardGrid>
      {/*
        below the three small cards, which keep their place in the first screen, and above the long
        lists: a list of any length here would push the figures out of view
      */}
      <Stack style={{ marginTop: '1.25rem' }}>
        {showsApprovals(me) ? <AwaitingApprovalCard list={awaitingMe} /> : null}
        <ActionRequiredCard list={awaitingMe} viewer={me} company={viewerCompanyOf(me)} />
      </Stack>
      <Lower>
        <NotificationsCard />
        <ActivitiesCard />
      </Lower>
    </>
  );
}

import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { SkeletonList } from '@portal/ui/Skeleton';
import { Muted, Notice, PageHeader, Stack } from '@portal/ui/layout';
import { useMe } from '@portal/web/me';
import { errorText } from '@portal/web/errors';
import { useMandateDeals } from '../api/mandate-api';
import { mandateAccessMessage, mandateStatusOf } from '../utils/mandate-status';
import { AttachDealDialog } from './AttachDealDialog';
import { ActiveDeals, MandateDealFlow, StatCards } from './MandateDealLists';
import { MandateStatusCheck } from './MandateStatusCheck';

function Header({ canAttach, onSent }: { canAttach: boolean; onSent: () => void }) {
  return (
    <PageHeader>
      <h1>Mandate Dashboard</h1>
      {canAttach ? <AttachDealDialog onSent={onSent} /> : null}
    </PageHeader>
  );
}

/**
 * /mandate-dashboard: the mandate status check (GET /me: the role counts as approved, else the latest
 * registration's status), then the deals the mandate follows (admins: every deal) with their figures,
 * 'Attach to Deal', the Deal Flow columns and 'About Your Role'.
 */
export function MandateDashboardView() {
  const { me, status, mutate: reloadMe } = useMe();
  const message = me && !me.isAdmin ? mandateAccessMessage(mandateStatusOf(me)) : null;
  const allowed = Boolean(me) && !message;
  const { data, error, mutate } = useMandateDeals(allowed);

  if (status === 'error')
    return (
      <>
        <Header canAttach={false} onSent={() => undefined} />
        <Notice $tone="danger" role="alert">
          Failed to load mandate status{' '}
          <Button size="sm" variant="ghost" onClick={() => void reloadMe()}>
            Retry
          </Button>
        </Notice>
      </>
    );
  if (!me)
    return (
      <>
        <Header canAttach={false} onSent={() => undefined} />
        <SkeletonList items={3} label="Loading mandate status..." />
      </>
    );
  if (message)
    return (
      <>
        <Header canAttach={false} onSent={() => undefined} />
        <MandateStatusCheck message={message} />
      </>
    );

  const canAttach = me.roles.includes('mandate');
  return (
    <>
      <Header canAttach={canAttach} onSent={() => void mutate()} />
      <Stack>
        {error && !data ? (
          <Notice $tone="danger" role="alert">
            Failed to load your deals: {errorText(error)}{' '}
            <Button size="sm" variant="ghost" onClick={() => void mutate()}>
              Retry
            </Button>
          </Notice>
        ) : null}
        {data ? (
          <StatCards stats={data.stats} />
        ) : error ? null : (
          <SkeletonList items={1} label="Loading your figures..." />
        )}
        <Card title="My Active Deals">
          {data ? (
            <ActiveDeals deals={data.deals} />
          ) : (
            <SkeletonList items={3} label="Loading your deals..." />
          )}
        </Card>
        <Card
          title="Deal Flow"
          description={
            data
              ? `${data.stats.active_users} active ${data.stats.active_users === 1 ? 'user' : 'users'} (buyers and sellers) across these deals`
              : undefined
          }
        >
          {data ? (
            <MandateDealFlow deals={data.deals} />
          ) : (
            <SkeletonList items={2} label="Loading the deal flow..." />
          )}
        </Card>
        <Card title="About Your Role">
          <Muted>
            As a mandate you act for a buyer or a seller. Attach to a deal with the Transaction ID your
            principal gave you; once your principal confirms the request on its deal page, you follow the deal
            read-only: its stage, progress, due dates, history and the documents' review states. Deals count
            as pending up to 20 % progress, ongoing above 20 % and below 100 %, and completed at 100 %.
          </Muted>
        </Card>
      </Stack>
    </>
  );
}

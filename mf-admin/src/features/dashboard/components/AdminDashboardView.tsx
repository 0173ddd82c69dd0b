import { CardGrid, PageHeader, Stack } from '@portal/ui/layout';
import { useCallback, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { useActivity, useStats, useSystemStatus } from '../api/dashboard';
import { ActivityCard } from './ActivityCard';
import { ApproveAllButton } from './ApproveAllButton';
import { QuickActions } from './QuickActions';
import { RegistrationsCard } from './RegistrationsCard';
import { StatsCard } from './StatsCard';
import { SystemStatusCard } from './SystemStatusCard';
import { ACTIVITY_KEY, isUsersKey, STATS_KEY, VERIFICATIONS_KEY } from '../../../lib/cache-keys';
import { notify } from '@portal/ui/notify';

/**
 * The Admin Dashboard: every figure comes from the server (GET /admin/stats, /admin/activity, /health);
 * Approve All and Quick Actions. `messages` is shown under the cards (the page puts the Contact Us
 * messages card there, which belongs to another feature).
 */
export function AdminDashboardView({ messages }: { messages?: ReactNode }) {
  const { mutate } = useSWRConfig();
  const stats = useStats();
  const activity = useActivity();
  const health = useSystemStatus(useCallback(() => notify.error('Failed to check system status'), []));
  const refresh = useCallback(() => {
    void mutate(STATS_KEY);
    void mutate(ACTIVITY_KEY);
    void mutate(isUsersKey);
    void mutate(VERIFICATIONS_KEY);
  }, [mutate]);

  return (
    <>
      <PageHeader>
        <div>
          <h1>Admin Dashboard</h1>
          <p>Platform overview, registrations and system health</p>
        </div>
        <ApproveAllButton onDone={refresh} />
      </PageHeader>
      <Stack>
        <StatsCard stats={stats.data} error={stats.error} />
        <CardGrid>
          <ActivityCard events={activity.data} error={activity.error} loading={activity.isLoading} />
          <SystemStatusCard status={health.data} storage={stats.data?.storage} />
          <RegistrationsCard stats={stats.data} />
          <QuickActions />
        </CardGrid>
        {messages}
      </Stack>
    </>
  );
}

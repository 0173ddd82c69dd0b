import { SkeletonList } from '@portal/ui/Skeleton';
import { CardGrid, PageHeader, Stack } from '@portal/ui/layout';
import { lazy, Suspense, useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  ACTIVITY_KEY,
  STATS_KEY,
  useActivity,
  useStats,
  useSystemStatus,
} from './features/dashboard/api/dashboard';
import { ActivityCard } from './features/dashboard/components/ActivityCard';
import { ApproveAllButton } from './features/dashboard/components/ApproveAllButton';
import { QuickActions } from './features/dashboard/components/QuickActions';
import { RegistrationsCard } from './features/dashboard/components/RegistrationsCard';
import { StatsCard } from './features/dashboard/components/StatsCard';
import { SystemStatusCard } from './features/dashboard/components/SystemStatusCard';
import { isUsersKey } from './features/users/utils/users';
import { VERIFICATIONS_KEY } from './features/verifications/api/verifications';
import { AdminPage } from './lib/layout';
import { notify } from './lib/notify';

const ContactMessagesCard = lazy(() => import('./features/contact-messages/components/ContactMessagesCard'));

/**
 * /admin (Admin Dashboard): every figure comes from the server (GET /admin/stats, /admin/activity,
 * /health); Approve All, Quick Actions, and the Contact Us messages card.
 */
export default function AdminDashboardPage() {
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
    <AdminPage>
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
        <Suspense fallback={<SkeletonList label="Loading contact messages..." />}>
          <ContactMessagesCard />
        </Suspense>
      </Stack>
    </AdminPage>
  );
}

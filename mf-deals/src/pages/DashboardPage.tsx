import { DashboardView } from '../features/dashboard/components/DashboardView';
import { PageFrame } from '@portal/ui/PageFrame';

/** / (buyers and sellers): the Dashboard. */
export default function DashboardPage() {
  return (
    <PageFrame>
      <DashboardView />
    </PageFrame>
  );
}

import { DashboardView } from '../features/dashboard/components/DashboardView';
import { DealsPage } from '../lib/layout';

/** / (buyers and sellers): the Dashboard. */
export default function DashboardPage() {
  return (
    <DealsPage>
      <DashboardView />
    </DealsPage>
  );
}

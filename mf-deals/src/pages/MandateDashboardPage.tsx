import { MandateDashboardView } from '../features/mandate-dashboard/components/MandateDashboardView';
import { DealsPage } from '../lib/layout';

/** /mandate-dashboard (mandates): the Mandate Dashboard. */
export default function MandateDashboardPage() {
  return (
    <DealsPage>
      <MandateDashboardView />
    </DealsPage>
  );
}

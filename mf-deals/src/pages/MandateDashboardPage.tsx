import { MandateDashboardView } from '../features/mandate-dashboard/components/MandateDashboardView';
import { PageFrame } from '@portal/ui/PageFrame';

/** /mandate-dashboard (mandates): the Mandate Dashboard. */
export default function MandateDashboardPage() {
  return (
    <PageFrame>
      <MandateDashboardView />
    </PageFrame>
  );
}

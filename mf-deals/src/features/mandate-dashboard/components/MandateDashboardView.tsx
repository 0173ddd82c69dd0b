import { Card } from '@portal/ui/Card';
import { EmptyState, PageHeader } from '@portal/ui/layout';

/**
 * /mandate-dashboard (mandates; the shell's guard lets only them and admins in): the header and the
 * 'My Active Deals' list, which the deals API fills (the deals the mandate is attached to).
 */
export function MandateDashboardView() {
  return (
    <>
      <PageHeader>
        <h1>Mandate Dashboard</h1>
      </PageHeader>
      <Card title="My Active Deals">
        <EmptyState>
          <p>The deals you are attached to as a mandate will be listed here.</p>
        </EmptyState>
      </Card>
    </>
  );
}

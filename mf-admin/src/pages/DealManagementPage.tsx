import { DealManagementView } from '../features/deals/components/DealManagementView';
import { AdminPage, BackLink } from '../lib/layout';

/** /admin/deals (Deal Management): every deal of the platform. */
export default function DealManagementPage() {
  return (
    <AdminPage>
      <BackLink to="/admin">
        <span aria-hidden="true">←</span> Back to Admin Dashboard
      </BackLink>
      <DealManagementView />
    </AdminPage>
  );
}

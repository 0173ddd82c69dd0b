import { VerificationsView } from '../features/verifications/components/VerificationsView';
import { AdminPage } from '../lib/layout';

/** /verifications (Verifications): submitted registrations to approve or reject. */
export default function VerificationsPage() {
  return (
    <AdminPage>
      <VerificationsView />
    </AdminPage>
  );
}

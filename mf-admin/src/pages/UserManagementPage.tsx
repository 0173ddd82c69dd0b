import { UserManagementView } from '../features/users/components/UserManagementView';
import { AdminPage, BackLink } from '../lib/layout';

/** /admin/users ("Admin user management"): users, their registrations and documents. */
export default function UserManagementPage() {
  return (
    <AdminPage>
      <BackLink to="/admin">
        <span aria-hidden="true">←</span> Back to Admin Dashboard
      </BackLink>
      <UserManagementView />
    </AdminPage>
  );
}

import { UserManagementView } from '../features/users/components/UserManagementView';
import { BackLink, PageFrame } from '@portal/ui/PageFrame';

/** /admin/users ("Admin user management"): users, their registrations and documents. */
export default function UserManagementPage() {
  return (
    <PageFrame>
      <BackLink to="/admin">
        <span aria-hidden="true">←</span> Back to Admin Dashboard
      </BackLink>
      <UserManagementView />
    </PageFrame>
  );
}

import { DealManagementView } from '../features/deals/components/DealManagementView';
import { BackLink, PageFrame } from '@portal/ui/PageFrame';

/** /admin/deals (Deal Management): every deal of the platform. */
export default function DealManagementPage() {
  return (
    <PageFrame>
      <BackLink to="/admin">
        <span aria-hidden="true">←</span> Back to Admin Dashboard
      </BackLink>
      <DealManagementView />
    </PageFrame>
  );
}

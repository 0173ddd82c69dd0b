import { VerificationsView } from '../features/verifications/components/VerificationsView';
import { PageFrame } from '@portal/ui/PageFrame';

/** /verifications (Verifications): submitted registrations to approve or reject. */
export default function VerificationsPage() {
  return (
    <PageFrame>
      <VerificationsView />
    </PageFrame>
  );
}

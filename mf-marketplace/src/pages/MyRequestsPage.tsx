import { PageFrame } from '@portal/ui/PageFrame';
import { OwnerItemsView } from '../features/my-items/components/OwnerItemsView';

/** /my-requests (buyers): the buyer's requests and their inquiries, and the inquiries they sent. */
export default function MyRequestsPage() {
  return (
    <PageFrame>
      <OwnerItemsView kind="request" />
    </PageFrame>
  );
}

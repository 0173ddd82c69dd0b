import { OwnerItemsPage } from '../features/my-items/components/OwnerItemsPage';

/** /my-requests (buyers): the buyer's requests and their inquiries, and the inquiries they sent. */
export default function MyRequestsPage() {
  return <OwnerItemsPage kind="request" />;
}

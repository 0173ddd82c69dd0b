import { PageFrame } from '@portal/ui/PageFrame';
import { OwnerItemsView } from '../features/my-items/components/OwnerItemsView';

/** /my-listings (sellers): the seller's listings and their inquiries, and the inquiries they sent. */
export default function MyListingsPage() {
  return (
    <PageFrame>
      <OwnerItemsView kind="listing" />
    </PageFrame>
  );
}

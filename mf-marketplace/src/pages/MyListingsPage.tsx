import { OwnerItemsPage } from '../features/my-items/components/OwnerItemsPage';

/** /my-listings (sellers): the seller's listings and their inquiries, and the inquiries they sent. */
export default function MyListingsPage() {
  return <OwnerItemsPage kind="listing" />;
}

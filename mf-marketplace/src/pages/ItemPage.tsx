import { PageFrame } from '@portal/ui/PageFrame';
import { ItemDetailsView } from '../features/inquire/components/ItemDetailsView';

/** /marketplace/buyer/item/{id} and /marketplace/seller/item/{id}. */
export default function ItemPage() {
  return (
    <PageFrame maxWidth="48rem">
      <ItemDetailsView />
    </PageFrame>
  );
}

import { DealDetailView } from '../features/deal-detail/components/DealDetailView';
import { DealsPage } from '../lib/layout';

/** /deal/:id (buyers and sellers): one deal. */
export default function DealDetailPage() {
  return (
    <DealsPage>
      <DealDetailView />
    </DealsPage>
  );
}

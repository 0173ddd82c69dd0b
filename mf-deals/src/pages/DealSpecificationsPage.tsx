import { DealSpecificationsView } from '../features/deal-specifications/components/DealSpecificationsView';
import { DealsPage } from '../lib/layout';

/** /deal-flow/deal-specifications (buyers and sellers): the deals' specifications. */
export default function DealSpecificationsPage() {
  return (
    <DealsPage>
      <DealSpecificationsView />
    </DealsPage>
  );
}

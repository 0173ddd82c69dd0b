import { DealFlowView } from '../features/deal-flow/components/DealFlowView';
import { DealsPage } from '../lib/layout';

/** /deal-flow (buyers and sellers): the deals by stage. */
export default function DealFlowPage() {
  return (
    <DealsPage>
      <DealFlowView />
    </DealsPage>
  );
}

import { DealFlowView } from '../features/deal-flow/components/DealFlowView';
import { PageFrame } from '@portal/ui/PageFrame';

/** /deal-flow (buyers and sellers): the deals by stage. */
export default function DealFlowPage() {
  return (
    <PageFrame>
      <DealFlowView />
    </PageFrame>
  );
}

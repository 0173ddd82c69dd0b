import { DealSpecificationsView } from '../features/deal-specifications/components/DealSpecificationsView';
import { PageFrame } from '@portal/ui/PageFrame';

/** /deal-flow/deal-specifications (buyers and sellers): the deals' specifications. */
export default function DealSpecificationsPage() {
  return (
    <PageFrame>
      <DealSpecificationsView />
    </PageFrame>
  );
}

import { PageFrame } from '@portal/ui/PageFrame';
import { SpecificationPanel } from '../features/deal-specifications/components/SpecificationPanel';
import { detailedSpecificationRows } from '../features/deal-specifications/utils/specification';
import { DealDetailView, type DealDetailParts } from '../features/deal-detail/components/DealDetailView';
import { DocumentReviewPanel } from '../features/document-review/components/DocumentReviewPanel';
import { CurrentStepPanels } from '../features/task-panels/components/CurrentStepPanels';

// the deal page is where four features meet: composed here, so no feature imports another
const parts: DealDetailParts = {
  currentStep: (deal, onChange) => <CurrentStepPanels deal={deal} onChange={onChange} />,
  documentReview: (deal, onChange) => <DocumentReviewPanel deal={deal} onChange={onChange} />,
  details: (deal) => <SpecificationPanel rows={detailedSpecificationRows(deal)} />,
};

/** /deal/:id (buyers and sellers): one deal. */
export default function DealDetailPage() {
  return (
    <PageFrame>
      <DealDetailView parts={parts} />
    </PageFrame>
  );
}

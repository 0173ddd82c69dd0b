import { ReviewQueueView } from '../features/document-review/components/ReviewQueueView';
import { PageFrame } from '@portal/ui/PageFrame';

/** /admin/deal-reviews (admins): documents awaiting the platform's review across deals. */
export default function ReviewQueuePage() {
  return (
    <PageFrame>
      <ReviewQueueView />
    </PageFrame>
  );
}

import { ReviewQueueView } from '../features/document-review/components/ReviewQueueView';
import { DealsPage } from '../lib/layout';

/** /admin/deal-reviews (admins): documents awaiting the platform's review across deals. */
export default function ReviewQueuePage() {
  return (
    <DealsPage>
      <ReviewQueueView />
    </DealsPage>
  );
}

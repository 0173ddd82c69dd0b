import { PageFrame } from '@portal/ui/PageFrame';
import { SubmitItemView } from '../features/submit/components/SubmitItemView';

/** /submit-listing (sellers): a new listing, or the edit of one (?edit={id}). */
export default function SubmitListingPage() {
  return (
    <PageFrame maxWidth="60rem">
      <SubmitItemView kind="listing" />
    </PageFrame>
  );
}

import { SubmitItemPage } from '../features/submit/components/SubmitItemPage';

/** /submit-listing (sellers): a new listing, or the edit of one (?edit={id}). */
export default function SubmitListingPage() {
  return <SubmitItemPage kind="listing" />;
}

import { SubmitItemPage } from '../features/submit/components/SubmitItemPage';

/** /submit-request (buyers): a new request, or the edit of one (?edit={id}). */
export default function SubmitRequestPage() {
  return <SubmitItemPage kind="request" />;
}

import { PageFrame } from '@portal/ui/PageFrame';
import { SubmitItemView } from '../features/submit/components/SubmitItemView';

/** /submit-request (buyers): a new request, or the edit of one (?edit={id}). */
export default function SubmitRequestPage() {
  return (
    <PageFrame maxWidth="60rem">
      <SubmitItemView kind="request" />
    </PageFrame>
  );
}

import { InquireView } from '../features/inquire/components/InquireView';
import { PageFrame } from '@portal/ui/PageFrame';

/** /marketplace/buyer/inquire and /marketplace/seller/inquire. */
export default function InquirePage() {
  return (
    <PageFrame maxWidth="48rem">
      <InquireView />
    </PageFrame>
  );
}

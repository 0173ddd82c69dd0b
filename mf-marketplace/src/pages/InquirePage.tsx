import { InquireView } from '../features/inquire/components/InquireView';
import { MarketPage } from '../lib/layout';

/** /marketplace/buyer/inquire and /marketplace/seller/inquire. */
export default function InquirePage() {
  return (
    <MarketPage maxWidth="48rem">
      <InquireView />
    </MarketPage>
  );
}

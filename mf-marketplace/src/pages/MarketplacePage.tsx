import { MarketplaceBrowser } from '../features/browse/components/MarketplaceBrowser';
import { MarketPage } from '../lib/layout';

/** /marketplace/buyer[/energy|/metals|/agriculture] (listings) and /marketplace/seller[...] (requests). */
export default function MarketplacePage() {
  return (
    <MarketPage>
      <MarketplaceBrowser />
    </MarketPage>
  );
}

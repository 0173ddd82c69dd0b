import { MarketplaceBrowser } from '../features/browse/components/MarketplaceBrowser';
import { SavedSearches } from '../features/saved-searches/components/SavedSearches';
import { PageFrame } from '@portal/ui/PageFrame';

/** /marketplace/buyer[/energy|/metals|/agriculture] (listings) and /marketplace/seller[...] (requests). */
export default function MarketplacePage() {
  return (
    <PageFrame>
      <MarketplaceBrowser headerAction={<SavedSearches />} />
    </PageFrame>
  );
}

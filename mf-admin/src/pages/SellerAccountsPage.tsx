import { AccountsView } from '../features/accounts/components/AccountsView';
import { PageFrame } from '@portal/ui/PageFrame';

/** /admin/seller-accounts ("Seller Accounts"): accounts holding the seller role. */
export default function SellerAccountsPage() {
  return (
    <PageFrame>
      <AccountsView role="seller" />
    </PageFrame>
  );
}

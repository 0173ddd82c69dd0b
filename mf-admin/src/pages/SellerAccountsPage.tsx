import { AccountsView } from '../features/accounts/components/AccountsView';
import { AdminPage } from '../lib/layout';

/** /admin/seller-accounts ("Seller Accounts"): accounts holding the seller role. */
export default function SellerAccountsPage() {
  return (
    <AdminPage>
      <AccountsView role="seller" />
    </AdminPage>
  );
}

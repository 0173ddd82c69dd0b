import { AccountsView } from '../features/accounts/components/AccountsView';
import { AdminPage } from '../lib/layout';

/** /admin/buyer-accounts ("Buyer Accounts"): accounts holding the buyer role. */
export default function BuyerAccountsPage() {
  return (
    <AdminPage>
      <AccountsView role="buyer" />
    </AdminPage>
  );
}

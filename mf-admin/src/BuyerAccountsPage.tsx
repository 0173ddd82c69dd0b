import { AccountsPage } from './features/accounts/components/AccountsPage';

/** /admin/buyer-accounts ("Buyer Accounts"): accounts holding the buyer role. */
export default function BuyerAccountsPage() {
  return <AccountsPage role="buyer" />;
}

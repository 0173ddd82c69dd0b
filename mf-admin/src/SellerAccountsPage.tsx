import { AccountsPage } from './features/accounts/components/AccountsPage';

/** /admin/seller-accounts ("Seller Accounts"): accounts holding the seller role. */
export default function SellerAccountsPage() {
  return <AccountsPage role="seller" />;
}

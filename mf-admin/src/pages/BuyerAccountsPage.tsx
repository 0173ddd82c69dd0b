import { AccountsView } from '../features/accounts/components/AccountsView';
import { PageFrame } from '@portal/ui/PageFrame';

/** /admin/buyer-accounts ("Buyer Accounts"): accounts holding the buyer role. */
export default function BuyerAccountsPage() {
  return (
    <PageFrame>
      <AccountsView role="buyer" />
    </PageFrame>
  );
}

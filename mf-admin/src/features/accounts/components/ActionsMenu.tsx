import type { AccountRow } from '@portal/contracts/admin';
import { Menu } from '@portal/ui/Menu';
import { accountActions, type AccountAction } from '../utils/actions';

export type { AccountAction };

/**
 * The row's Actions menu (spec: Edit, Adjust Rating, Deactivate when active or Activate when inactive),
 * on the shared menu button: keyboard support, and a popover that is not clipped by the table.
 */
export function ActionsMenu({
  account,
  busy,
  onAction,
}: {
  account: AccountRow;
  busy: boolean;
  onAction: (action: AccountAction) => void;
}) {
  return (
    <Menu
      trigger={
        <>
          Actions <span aria-hidden="true">▾</span>
        </>
      }
      label={`Actions for ${account.name}`}
      items={accountActions(account.status)}
      disabled={busy}
      onAction={onAction}
    />
  );
}

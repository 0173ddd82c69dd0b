import type { MenuAction } from '@portal/ui/Menu';
import type { AccountStatus } from './accounts';

export type AccountAction = 'edit' | 'rating' | 'active';

/** The row's actions in the spec's order: Edit, Adjust Rating, then Deactivate (active) or Activate. */
export function accountActions(status: AccountStatus): MenuAction<AccountAction>[] {
  return [
    { id: 'edit', label: 'Edit' },
    { id: 'rating', label: 'Adjust Rating' },
    status === 'active'
      ? { id: 'active', label: 'Deactivate', danger: true }
      : { id: 'active', label: 'Activate' },
  ];
}

import type { MeResponse } from '@portal/contracts/me';
import type { Viewer } from './guard';

/** Maps the state of useMe() to the viewer the guards and the sidebar reason about. */
export function viewerFrom(
  status: 'loading' | 'signedOut' | 'ready' | 'error',
  me: MeResponse | undefined,
): Viewer {
  if (status === 'loading') return { kind: 'loading' };
  if (status === 'signedOut') return { kind: 'anonymous' };
  if (status === 'error' || !me) return { kind: 'error' };
  return {
    kind: 'user',
    isAdmin: me.isAdmin,
    active: me.isAdmin || me.accountStatus === 'active',
    roles: me.roles,
  };
}

import { useMe } from '@portal/web/me';
import { viewerFrom } from './viewer';

export function useViewer() {
  const result = useMe();
  return { viewer: viewerFrom(result.status, result.me), me: result.me, retry: () => void result.mutate() };
}

/**
 * Logout sends the user to /auth itself, with its own toast; while it runs, the guards must not add
 * 'Authentication required' (nor remember the page for the next sign-in).
 */
let loggingOut = false;
export const logoutState = {
  begin: () => {
    loggingOut = true;
  },
  end: () => {
    loggingOut = false;
  },
  get active() {
    return loggingOut;
  },
};

import { INACTIVE_ACCOUNT_MESSAGE, INACTIVE_HOME } from '@portal/web/account-access';
import type { Guard } from './route-table';

/**
 * Guard decisions, as a pure function of the guard and the viewer.
 * The API enforces the same rules (the client is never trusted); this only decides what the UI shows.
 */
export type Viewer =
  /** session or GET /me not known yet */
  | { kind: 'loading' }
  /** signed in, but GET /me failed (not 401) */
  | { kind: 'error' }
  | { kind: 'anonymous' }
  | { kind: 'user'; isAdmin: boolean; active: boolean; roles: ReadonlyArray<'buyer' | 'seller' | 'mandate'> };

export const GUARD_MESSAGES = {
  unauthenticated: 'Authentication required: Please log in to access this page.',
  registerUnauthenticated: 'You must be logged in to access registration forms',
  inactive: INACTIVE_ACCOUNT_MESSAGE,
  mandateOnly: 'Only mandates can access this page.',
  noPermission: "You don't have permission to access this page.",
} as const;

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'wait' }
  | { action: 'error' }
  | {
      action: 'redirect';
      to: string;
      /** toast text (error); none for silent redirects */
      message?: string;
      /** pass the attempted location as state.from (sign-in returns there) */
      keepFrom?: boolean;
    };

const allow: GuardDecision = { action: 'allow' };

/** Where an active non-admin can land: / for buyers and sellers, the mandate dashboard for mandates only. */
export function homeFor(viewer: Extract<Viewer, { kind: 'user' }>): string {
  if (viewer.isAdmin) return '/';
  if (!viewer.active) return INACTIVE_HOME;
  if (viewer.roles.includes('buyer') || viewer.roles.includes('seller')) return '/';
  if (viewer.roles.includes('mandate')) return '/mandate-dashboard';
  return '/my-account';
}

/**
 * @param guard   the route's guard
 * @param viewer  who is looking
 * @param options.path     the path being guarded (to avoid redirecting / onto itself)
 * @param options.fromPath for /auth: the location the user was sent away from (state.from)
 * @param options.justSignedIn the sign-in form sent the user here (it has shown its one toast)
 */
export function decideGuard(
  guard: Guard,
  viewer: Viewer,
  options: { path?: string; fromPath?: string; justSignedIn?: boolean } = {},
): GuardDecision {
  if (guard.kind === 'public') return allow;
  if (viewer.kind === 'loading') return { action: 'wait' };

  if (guard.kind === 'public-auth') {
    if (viewer.kind === 'anonymous') return allow;
    if (viewer.kind === 'error') return allow;
    const from = options.fromPath && !options.fromPath.startsWith('/auth') ? options.fromPath : undefined;
    return { action: 'redirect', to: from ?? homeFor(viewer) };
  }

  if (viewer.kind === 'anonymous') {
    return {
      action: 'redirect',
      to: '/auth',
      message:
        guard.kind === 'register' ? GUARD_MESSAGES.registerUnauthenticated : GUARD_MESSAGES.unauthenticated,
      keepFrom: true,
    };
  }
  if (viewer.kind === 'error') return { action: 'error' };

  if (guard.kind === 'authenticated' || guard.kind === 'register') return allow;

  // Admin passes every guard.
  if (viewer.isAdmin) return allow;

  if (!viewer.active) {
    // Right after signing in, the sign-in form has already said why (the inactive message, not 'Login
    // successful'): the redirect to the registrations adds no second toast.
    if (options.justSignedIn) return { action: 'redirect', to: INACTIVE_HOME };
    return { action: 'redirect', to: INACTIVE_HOME, message: GUARD_MESSAGES.inactive };
  }

  if (guard.kind === 'admin') return toHome(viewer, GUARD_MESSAGES.noPermission);

  if (guard.kind === 'mandate-only') {
    return viewer.roles.includes('mandate') ? allow : toHome(viewer, GUARD_MESSAGES.mandateOnly);
  }

  // roles
  if (guard.roles.some((role) => viewer.roles.includes(role))) return allow;
  // An active mandate opening / (e.g. right after sign-in) goes to its own dashboard without an error.
  if (options.path === '/') return { action: 'redirect', to: homeFor(viewer) };
  return toHome(viewer, GUARD_MESSAGES.noPermission);
}

/** Redirect to / with a message; a viewer who cannot open / itself goes to its own home instead. */
function toHome(viewer: Extract<Viewer, { kind: 'user' }>, message: string): GuardDecision {
  return { action: 'redirect', to: homeFor(viewer), message };
}

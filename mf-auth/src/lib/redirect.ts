/**
 * Where to go after a successful sign-in: the location the shell's guard stored in `location.state.from`
 * (a react-router Location or a path string), else '/'. Only same-app paths are accepted (no
 * protocol-relative or absolute URLs), and never /auth itself.
 */
export function redirectTarget(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object') {
    const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname === 'string') {
      path = pathname + (typeof search === 'string' ? search : '') + (typeof hash === 'string' ? hash : '');
    }
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  if (path === '/auth' || path.startsWith('/auth?') || path.startsWith('/auth/') || path.startsWith('/auth#'))
    return '/';
  return path;
}

/** sessionStorage key holding the redirect target across the Google sign-in redirect. */
export const RETURN_TO_KEY = 'portal.auth.returnTo';

/**
 * Navigation state after a sign-in. The shell's guards read `signedIn`: the form has shown 'Login
 * successful', so a redirect that follows (an inactive account to its registrations) adds no second toast.
 */
export const AFTER_SIGN_IN = { replace: true, state: { signedIn: true } } as const;

/**
 * Pages an account that is not active yet signs in for: an invitation to a company, which a person
 * opens from its e-mail, signs up for and joins (joining is what activates them). Any other page sends
 * such an account to its registrations.
 */
export function opensToInactive(path: string): boolean {
  return /^\/invitations\/[A-Za-z0-9-]+$/.test(path);
}

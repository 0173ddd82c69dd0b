import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import type { SignInOutcome, SignUpInput } from './session';

/**
 * The session, loaded when first needed. Amplify (`./session`) is ~43 KB gzip: an anonymous visitor
 * on /auth does not need it until they press Login or Sign Up, so the shell, the API client and the
 * remotes go through this facade, which imports `./session` only when
 * - a session is stored in this browser (Amplify's `LastAuthUser` key for this app client),
 * - a Google sign-in redirect is coming back (`?code=` with an identity provider configured), or
 * - the user starts a sign-in, sign-up, confirmation or password reset.
 * Listeners registered before the load are attached to Amplify's Hub once it is there.
 */
type Session = typeof import('./session');
type Listener = (event: string) => void;

let config: RuntimeConfig | undefined;
let loading: Promise<Session> | undefined;
const listeners = new Set<Listener>();

export const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider';

/** True when Amplify has a signed-in user stored for this app client (its own storage layout). */
export function hasStoredSession(
  clientId: string,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  try {
    return Boolean(storage?.getItem(`${AMPLIFY_KEY_PREFIX}.${clientId}.LastAuthUser`));
  } catch {
    return false;
  }
}

function returningFromIdentityProvider(runtime: RuntimeConfig): boolean {
  if (!runtime.cognito.googleOAuthDomain || typeof window === 'undefined') return false;
  return new URLSearchParams(window.location.search).has('code');
}

/** Loads and configures the session (once). */
export function loadSession(): Promise<Session> {
  if (!config) return Promise.reject(new Error('initAuth(config) must run before the session is used'));
  const runtime = config;
  loading ??= import('./session').then((session) => {
    session.configureAuth(runtime);
    session.onAuthChange((event) => {
      for (const listener of listeners) listener(event);
    });
    return session;
  });
  return loading;
}

/** Called once by the shell at boot; starts loading Amplify right away only if it will be needed. */
export function initAuth(runtime: RuntimeConfig): void {
  config = runtime;
  if (hasStoredSession(runtime.cognito.userPoolClientId) || returningFromIdentityProvider(runtime))
    void loadSession();
}

/** The current access token, or null when nobody is signed in (without loading Amplify for visitors). */
export async function getAccessToken(): Promise<string | null> {
  if (!loading && config && !hasStoredSession(config.cognito.userPoolClientId)) return null;
  return (await loadSession()).getAccessToken();
}

/** Auth events (signedIn, signedOut, tokenRefresh, ...) from Amplify's Hub. */
export function onAuthChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The sign-in hit an unconfirmed account (the error class lives with Amplify; compare by name). */
export function isUserNotConfirmed(error: unknown): error is Error & { email: string } {
  return error instanceof Error && error.name === 'UserNotConfirmedError';
}

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  return (await loadSession()).signInWithPassword(email, password);
}
export async function signInWithGoogle(): Promise<void> {
  return (await loadSession()).signInWithGoogle();
}
export async function signUpUser(input: SignUpInput): Promise<void> {
  return (await loadSession()).signUpUser(input);
}
export async function confirmUserSignUp(email: string, code: string): Promise<void> {
  return (await loadSession()).confirmUserSignUp(email, code);
}
export async function resendSignUpCode(email: string): Promise<void> {
  return (await loadSession()).resendSignUpCode(email);
}
export async function requestPasswordReset(email: string): Promise<void> {
  return (await loadSession()).requestPasswordReset(email);
}
export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  return (await loadSession()).confirmPasswordReset(email, code, newPassword);
}
export async function signOutUser(): Promise<void> {
  if (!loading && config && !hasStoredSession(config.cognito.userPoolClientId)) return;
  return (await loadSession()).signOutUser();
}
/** Second step of a sign-in when the user has enabled TOTP: the 6-digit code from the authenticator app. */
export async function confirmSignInWithTotp(code: string): Promise<SignInOutcome> {
  return (await loadSession()).confirmSignInWithTotp(code);
}

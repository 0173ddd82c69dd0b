import type { BrowserContext, Page } from '@playwright/test';
import { localStack } from '../../local/personas';
import type { Persona } from './personas';

/**
 * Signs a browser context in without the /auth page: the persona signs in through cognito-local's
 * InitiateAuth (USER_PASSWORD_AUTH, as the Login button does) and its tokens are put where Amplify keeps
 * them (localStorage, `CognitoIdentityServiceProvider.<client id>.<user>.<token>`) before any page of the
 * context loads, so the portal boots signed in. Tests about signing in use the /auth page
 * (`signInThroughUi`); every other test starts here, which spares a page load and a form per sign-in.
 */
const local = localStack();
const prefix = 'CognitoIdentityServiceProvider';

async function sessionStorageFor(who: Pick<Persona, 'email' | 'password'>): Promise<Record<string, string>> {
  const { accessToken, idToken, refreshToken } = await local.signIn(who);
  const clientId = local.stack.cognito.userPoolClientId;
  // Amplify names the stored user by the name it signed in with: the e-mail address
  const user = `${prefix}.${clientId}.${who.email}`;
  return {
    [`${prefix}.${clientId}.LastAuthUser`]: who.email,
    [`${user}.accessToken`]: accessToken,
    [`${user}.idToken`]: idToken,
    ...(refreshToken ? { [`${user}.refreshToken`]: refreshToken } : {}),
    [`${user}.clockDrift`]: '0',
    [`${user}.signInDetails`]: JSON.stringify({ loginId: who.email, authFlowType: 'USER_PASSWORD_AUTH' }),
  };
}

/** Every page the context opens from now on starts signed in as `who`. */
export async function signInContext(context: BrowserContext, who: Pick<Persona, 'email' | 'password'>) {
  const entries = await sessionStorageFor(who);
  await context.addInitScript((stored: Record<string, string>) => {
    let storage: Storage;
    try {
      storage = (globalThis as unknown as { localStorage: Storage }).localStorage;
      // once per browser context: a later sign-out must stay signed out on the next page load
      if (storage.getItem('e2e-session-seeded')) return;
    } catch {
      return; // a page without storage of its own (about:blank)
    }
    for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
    storage.setItem('e2e-session-seeded', '1');
  }, entries);
}

/** Signs the page's context in as `who` and opens `path` (default: the portal's home). */
export async function openSignedIn(page: Page, who: Pick<Persona, 'email' | 'password'>, path = '/') {
  await signInContext(page.context(), who);
  await page.goto(path);
}

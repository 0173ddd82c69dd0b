import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { Persona } from './personas';
import { signInContext } from './session';

/**
 * Signs in through the /auth page the way a user does: for the tests whose subject is signing in (the
 * form, its toast, where it lands). Every other test signs in through the API (session.ts).
 */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/auth')) await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login successful');
}

/**
 * Playwright's `test` with `signedInPage(who, options)`: a page of a new browser context signed in as
 * `who` through the API (session.ts), for tests that need several personas side by side (a context
 * holds one session) or context options of their own (`options`: viewport, ...). The contexts are
 * closed when the test ends: Playwright leaves a context the test opened itself running in the worker,
 * where every later test would trace its pages and they would keep polling the stack.
 */
export const test = base.extend<{
  signedInPage: (who: Pick<Persona, 'email' | 'password'>, options?: BrowserContextOptions) => Promise<Page>;
}>({
  signedInPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (who, options = {}) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      await signInContext(context, who);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/**
 * Moves the single-page app to `path` without reloading it, through the history API the router
 * listens to (what following an in-app link does).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const browser = globalThis as unknown as {
      history: { pushState(state: null, unused: string, url: string): void };
      dispatchEvent(event: unknown): void;
      PopStateEvent: new (type: string) => unknown;
    };
    browser.history.pushState(null, '', to);
    browser.dispatchEvent(new browser.PopStateEvent('popstate'));
  }, path);
}

/** A toast (title + description in one) containing `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('toast').filter({ hasText: text }).first()).toBeVisible();
}

export async function expectHeading(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

/** The registration progress stage My Account stored in localStorage ('registration_status'). */
export async function storedStage(page: Page): Promise<string | null> {
  return page.evaluate(() =>
    (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(
      'registration_status',
    ),
  );
}

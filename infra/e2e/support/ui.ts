import { expect, type Page } from '@playwright/test';

/**
 * Signs in through the /auth page the way a user does, and waits for the sign-in's one toast: 'Login
 * successful', or for an inactive account the message that sends it to its registrations.
 */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/auth')) await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: /Login successful|Access denied: Your account is inactive/ })
      .first(),
  ).toBeVisible();
}

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

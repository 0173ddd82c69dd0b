import { expect, type Page } from '@playwright/test';

/** Signs in through the /auth page the way a user does. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/auth')) await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login successful');
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

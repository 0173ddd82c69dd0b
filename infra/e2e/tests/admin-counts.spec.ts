import { expect, test, type Locator, type Page } from '@playwright/test';
import { createPersona } from '../support/personas';
import { signInContext } from '../support/session';

/**
 * Every figure of the Admin Dashboard that a list counts too leads to that list, where the same number
 * stands: Total Users and User Management's All Users tab, Total Buyers / Total Sellers and the
 * Buyer / Seller Accounts totals, Total Deals and Deal Management's All Deals tab. Other specs add
 * users and deals meanwhile: each comparison is retried until the dashboard and its list are read
 * without a change in between.
 */
/** One page holds them all ('{n} accounts shown'), or the pager says 'Showing 1-25 of {n}'. */
const accountsTotal = (page: Page, n: number) =>
  page.getByText(new RegExp(`^(${n} accounts shown|Showing \\d+-\\d+ of ${n} · .*)$`));

const figures: Array<{ id: string; path: RegExp; count: (page: Page, n: number) => Locator }> = [
  { id: 'total-users', path: /\/admin\/users$/, count: (page) => page.getByTestId('count-all') },
  {
    id: 'buyers',
    path: /\/admin\/buyer-accounts$/,
    count: accountsTotal,
  },
  {
    id: 'sellers',
    path: /\/admin\/seller-accounts$/,
    count: accountsTotal,
  },
  { id: 'deals', path: /\/admin\/deals$/, count: (page) => page.getByTestId('count-all') },
];

test("the dashboard's figures lead to their lists, which count the same", async ({ browser }) => {
  // buyers and sellers with accounts, so no figure is a trivial 0
  await Promise.all([createPersona('buyer'), createPersona('seller')]);
  const admin = await createPersona('admin');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, admin);
  const page = await context.newPage();

  for (const { id, path, count } of figures) {
    await expect(async () => {
      await page.goto('/admin');
      const link = page.getByTestId(`stat-${id}`).getByRole('link');
      await expect(link).toHaveText(/^\d+$/);
      const n = Number(await link.textContent());
      expect(n).toBeGreaterThan(0);
      await link.click();
      await expect(page).toHaveURL(path);
      const shown = count(page, n);
      if (id === 'total-users' || id === 'deals')
        await expect(shown).toHaveText(String(n), { timeout: 5000 });
      else await expect(shown).toBeVisible({ timeout: 5000 });
    }, `Admin Dashboard ${id} and its list`).toPass({ timeout: 90_000 });
  }
});

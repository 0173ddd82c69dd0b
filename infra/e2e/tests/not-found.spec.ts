import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  // Home is guarded: an anonymous visitor ends on the sign-in page.
  await expect(page).toHaveURL(/\/auth$/);
});

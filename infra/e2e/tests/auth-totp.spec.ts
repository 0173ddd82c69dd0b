import { expect, test } from '@playwright/test';
import { createPersona } from '../support/personas';
import { enrolAuthenticator, totpCode } from '../support/totp';
import { expectToast } from '../support/ui';

test('a user with two-factor authentication signs in with the authenticator code', async ({ page }) => {
  // enrolled as My Account > Settings would (account-settings.spec.ts drives that screen)
  const user = await createPersona('inactive');
  const secret = await enrolAuthenticator(user);

  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();

  const code = page.getByLabel('Authentication code', { exact: true });
  await expect(code).toBeVisible();
  await code.fill('12');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enter the 6 digits from your authenticator app')).toBeVisible();
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Login successful');
  // an inactive user is sent on to My Account
  await expect(page).toHaveURL(/\/my-account/);
});

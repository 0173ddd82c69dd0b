import { expect, test } from '@playwright/test';
import { createPersona, readProfileByEmail } from '../support/personas';
import { totpCode } from '../support/totp';
import { expectToast, signInThroughUi } from '../support/ui';

test('Settings: two-factor authentication is set up with an authenticator code (Cognito TOTP)', async ({
  page,
}) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/my-account?tab=settings');
  await page.getByRole('button', { name: 'Enable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  const secret = (await dialog.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(dialog.getByTestId('totp-uri')).toContainText(`otpauth://totp/`);
  await expect(dialog.getByTestId('totp-uri')).toContainText(`secret=${secret}`);

  await dialog.getByLabel('Authentication code', { exact: true }).fill('12');
  await dialog.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(dialog.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();

  await dialog.getByLabel('Authentication code', { exact: true }).fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Verify and Enable' }).click();
  await expectToast(page, 'Two-factor authentication enabled');
  await expect(page.getByTestId('totp-status')).toHaveText('Enabled');
  // read back from Cognito (GetUser) after a reload
  await page.reload();
  await expect(page.getByTestId('totp-status')).toHaveText('Enabled');
});

test('Settings: email notification preferences are stored', async ({ page }) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/my-account?tab=settings');
  await page.getByRole('button', { name: 'Configure' }).click();
  let dialog = page.getByRole('dialog', { name: 'Email Notifications' });
  // defaults: operational emails on, marketing off
  await expect(dialog.getByLabel('Registration updates', { exact: true })).toBeChecked();
  await expect(dialog.getByLabel('Product news', { exact: true })).not.toBeChecked();
  await expect(dialog.getByLabel('Daily digest', { exact: true })).not.toBeChecked();
  await dialog.getByLabel('Deal updates', { exact: true }).uncheck();
  await dialog.getByLabel('Product news', { exact: true }).check();
  await dialog.getByLabel('Daily digest', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expectToast(page, 'Notification preferences saved');
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Configure' }).click();
  dialog = page.getByRole('dialog', { name: 'Email Notifications' });
  await expect(dialog.getByLabel('Deal updates', { exact: true })).not.toBeChecked();
  await expect(dialog.getByLabel('Product news', { exact: true })).toBeChecked();
  await expect(dialog.getByLabel('Inquiry messages', { exact: true })).toBeChecked();
  await expect(dialog.getByLabel('Daily digest', { exact: true })).toBeChecked();
});

test('Settings: Delete Account needs DELETE typed, then deletes the account, signs out and goes to /auth', async ({
  page,
}) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/my-account?tab=settings');

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm', { exact: true }).fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByLabel('Type DELETE to confirm', { exact: true }).fill('DELETE');
  await confirm.click();
  await expectToast(page, 'Account deleted');
  await expect(page).toHaveURL(/\/auth/);
  await expect.poll(() => readProfileByEmail(user.email)).toBeUndefined();
  // the sign-in is gone too
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login failed');
});

import { expect, test } from '@playwright/test';
import { createPersona } from '../support/personas';
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

test('Settings: Delete Account needs DELETE typed, and Configure opens the notification preferences', async ({
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
  await dialog.getByLabel('Type DELETE to confirm', { exact: true }).fill('DELETE');
  await expect(confirm).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Configure' }).click();
  await expect(page.getByRole('dialog', { name: 'Email Notifications' })).toBeVisible();
});

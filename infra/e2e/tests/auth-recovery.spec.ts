import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { localStack } from '../../local/personas';
import { mailInbox } from '../../local/mail-inbox';
import { createPersona } from '../support/personas';
import { expectHeading, expectToast } from '../support/ui';

const local = localStack();
const inbox = mailInbox(local.stack);

function codeIn(text: string | undefined): string {
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  expect(code, 'a 6-digit code in the e-mail').toBeDefined();
  return code!;
}

async function tryLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a trader who forgot the password gets a code by e-mail, sets a new password and signs in with it', async ({
  page,
}) => {
  const buyer = await createPersona('buyer');
  const newPassword = 'N3w!Passw0rd-after-reset';

  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(buyer.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  // the address typed on Sign In is carried over
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(buyer.email);
  // the account's sign-up code came by e-mail too: the reset code is in the e-mail that is new
  const signUpMails = await inbox.waitFor(buyer.email, 1, 60_000);
  expect(signUpMails.length).toBeGreaterThan(0);
  const before = new Set(signUpMails.map((m) => m.id));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText(`If an account exists for ${buyer.email}, we have sent a code to it.`),
  ).toBeVisible();

  const fresh = (await inbox.waitFor(buyer.email, before.size + 1)).filter((m) => !before.has(m.id));
  expect(fresh).toHaveLength(1);
  expect(fresh[0]?.subject).toBe('Your password reset code');
  const code = codeIn(fresh[0]?.text);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Re-enter new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectToast(page, 'Password changed');

  // the provider keeps the new password only: the old one is refused, the new one signs in
  await expect(local.signIn({ email: buyer.email, password: buyer.password })).rejects.toThrow();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login successful');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expectHeading(page, 'Dashboard');
});

test('a failed sign-in and a reset request read the same for an unknown e-mail as for an account', async ({
  page,
}) => {
  const seller = await createPersona('seller');
  const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
  const toast = page.getByTestId('toast').filter({ hasText: 'Login failed' });

  await page.goto('/auth');
  await tryLogin(page, seller.email, 'Wr0ng!Password');
  await expect(toast).toHaveCount(1);
  const wrongPassword = await toast.innerText();
  expect(wrongPassword).toContain('Incorrect email or password.');
  await page.reload();

  await tryLogin(page, unknown, 'Wr0ng!Password');
  await expect(toast).toHaveCount(1);
  expect(await toast.innerText()).toBe(wrongPassword);
  await expect(page).toHaveURL(/\/auth$/);

  // 'Forgot password?' for an address without an account: the same next step, and no e-mail
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText(`If an account exists for ${unknown}, we have sent a code to it.`),
  ).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill('123456');
  await page.getByLabel('New password', { exact: true }).fill('N3w!Passw0rd-x');
  await page.getByLabel('Re-enter new password', { exact: true }).fill('N3w!Passw0rd-x');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectToast(page, 'The code is not valid for this email.');
  expect(await inbox.to(unknown)).toHaveLength(0);
});

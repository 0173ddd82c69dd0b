import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mailInbox } from '../../local/mail-inbox';
import { readStackFile } from '../../local/stack-file';
import { expectHeading, expectToast, signInThroughUi } from '../support/ui';
import { readProfileByEmail } from '../support/personas';

const stack = readStackFile();

test('a new user signs up, confirms the e-mailed code, signs in and lands on the Registration tab of My Account as inactive', async ({
  page,
}) => {
  const email = `new-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Str0ng!Passw0rd';
  const termsBefore = ((await (await fetch(`${stack.apiUrl}/terms`)).json()) as { version: number }).version;

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name', { exact: true }).fill('Ada Trader');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Phone Number', { exact: true }).fill('+44 20 7946 0000');
  await page.getByLabel('Company Name', { exact: true }).fill('Ada Commodities Ltd');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Re-enter password', { exact: true }).fill(password);
  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expectToast(page, 'Signup successful');

  // The code arrives by e-mail (locally: cognito-local's code, mailed to the SMTP sink).
  const [mail] = await mailInbox(stack).waitFor(email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(code, 'a 6-digit code in the e-mail').toBeDefined();
  await page.getByLabel('Confirmation code', { exact: true }).fill(code!);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Back on Sign In with the email prefilled.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await signInThroughUi(page, email, password);

  // The next step of a new account: its registrations, with one toast, the one that says what to do
  // (no 'Login successful' that the inactive account's redirect would contradict).
  await expect(page).toHaveURL(/\/my-account\?tab=registration$/);
  await expectHeading(page, 'My Account');
  await expect(page.getByRole('tab', { name: 'Registration' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('account-status')).toHaveAttribute('data-status', 'inactive');
  const toasts = page.getByTestId('toast');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText(
    'Access denied: Your account is inactive. Please complete registration to access this page.',
  );
  await expect(page.getByText('Login successful')).toHaveCount(0);

  // The post-confirmation trigger stored the profile from the sign-up fields.
  const profile = await readProfileByEmail(email);
  expect(profile).toMatchObject({
    full_name: 'Ada Trader',
    company_name: 'Ada Commodities Ltd',
    phone_number: '+44 20 7946 0000',
    roles: [],
  });
  // ...and the version of the terms of use the form showed (another spec may publish one meanwhile)
  expect(profile?.terms_version).toBeGreaterThanOrEqual(termsBefore);
  expect(profile?.terms_accepted_at).toBe(profile?.created_at);
});

test('sign up refuses mismatched passwords', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Str0ng!Passw0rd');
  await page.getByLabel('Re-enter password', { exact: true }).fill('Different!1');
  await expect(page.getByLabel('Re-enter password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
});

test('the admin signs in and reaches the Admin Dashboard', async ({ page }) => {
  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expectHeading(page, 'Admin Dashboard');
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
});

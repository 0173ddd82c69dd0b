import { expect, test } from '@playwright/test';
import { createPersona, readProfileByEmail } from '../support/personas';
import { expectHeading, expectToast, signInThroughUi, storedStage } from '../support/ui';

test('My Account: tabs follow ?tab= and the status badge shows the account state', async ({ page }) => {
  const user = await createPersona('buyer');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/my-account?tab=settings');
  await expectHeading(page, 'My Account');
  await expect(page.getByTestId('account-status')).toHaveAttribute('data-status', 'active');
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Configure' })).toBeVisible();

  await page.getByRole('tab', { name: 'My Documents' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=my-documents$/);
  await page.getByRole('tab', { name: 'Registration' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=registration$/);
  await expect(
    page.getByTestId('registration-card-buyer').getByRole('button', { name: 'Approved' }),
  ).toBeDisabled();
  await expect(page.getByTestId('registration-progress')).toHaveAttribute('data-stage', 'approved');
  expect(await storedStage(page)).toBe('approved');

  await page.goto('/my-account?tab=nonsense');
  await expect(page.getByRole('tab', { name: 'My Details' })).toHaveAttribute('aria-selected', 'true');
});

test('My details: the profile edit is saved, the email is read-only, banking is stored with a masked number', async ({
  page,
}) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/my-account');
  await expect(page.getByTestId('account-status')).toHaveAttribute('data-status', 'inactive');

  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable();
  await page.getByLabel('Full Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Phone Number', { exact: true }).fill('+1 202 555 0199');
  await page.getByLabel('Company Name', { exact: true }).fill('Hopper Metals Inc');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully');
  await expect
    .poll(() => readProfileByEmail(user.email))
    .toMatchObject({
      full_name: 'Grace Hopper',
      phone_number: '+1 202 555 0199',
      company_name: 'Hopper Metals Inc',
      email: user.email,
    });

  // an invalid phone number is refused on the client
  await page.getByLabel('Phone Number', { exact: true }).fill('call me');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();

  // banking: saved for real; the number comes back masked as the placeholder only
  await page.getByLabel('Bank Name', { exact: true }).fill('First Commodity Bank');
  await page.getByLabel('Bank Account Number', { exact: true }).fill('DE89370400440532013000');
  await page.getByLabel('Bank Manager Name', { exact: true }).fill('Ann Manager');
  await page.getByLabel('Bank Manager Phone', { exact: true }).fill('+49 30 1234567');
  await page.getByRole('button', { name: 'Save Banking Information' }).click();
  await expectToast(page, 'Banking information updated successfully');

  await page.reload();
  await expect(page.getByLabel('Bank Name', { exact: true })).toHaveValue('First Commodity Bank');
  const accountNumber = page.getByLabel('Bank Account Number', { exact: true });
  await expect(accountNumber).toHaveValue('');
  await expect(accountNumber).toHaveAttribute('placeholder', /3000$/);
  expect(await accountNumber.getAttribute('placeholder')).not.toContain('370400440532');

  // saving again without typing a number keeps the stored one
  await page.getByLabel('Bank Manager Name', { exact: true }).fill('Bob Manager');
  await page.getByRole('button', { name: 'Save Banking Information' }).click();
  await expectToast(page, 'Banking information updated successfully');
  await page.reload();
  await expect(page.getByLabel('Bank Manager Name', { exact: true })).toHaveValue('Bob Manager');
  await expect(page.getByLabel('Bank Account Number', { exact: true })).toHaveAttribute(
    'placeholder',
    /3000$/,
  );
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { submitRegistration } from '../support/applicant';
import { createPersona, readItem, type Persona } from '../support/personas';
import { expectHeading, expectToast, signInThroughUi } from '../support/ui';

/**
 * The admin's review of a registration (issue: admin back office), in two browsers: the applicant's
 * and an administrator's. The applicant's form is filled through the account API the form uses (the
 * form itself is covered by account-registration.spec.ts); everything after that is the UI.
 */

async function signedInPage(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, who.email, who.password);
  return page;
}

function verificationRow(page: Page, who: Persona) {
  return page.getByTestId('verification-row').filter({ hasText: who.email });
}

test('an admin finds a buyer registration in /verifications, views its documents and approves it; the user is then active with the buyer pages', async ({
  browser,
}) => {
  const applicant = await createPersona('inactive');
  const submitted = await submitRegistration(applicant, 'buyer', {
    business_legal_name: 'Northwind Grain BV',
  });
  const admin = await createPersona('admin');

  const adminPage = await signedInPage(browser, admin);
  await adminPage.goto('/verifications');
  await expectHeading(adminPage, 'Registration Verifications');
  const row = verificationRow(adminPage, applicant);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Buyer');
  await expect(row).toContainText(applicant.companyName);

  // details: applicant, grouped form values, the documents with presigned links
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = adminPage.getByRole('dialog', { name: 'Buyer Registration Details' });
  await expect(details).toContainText(applicant.email);
  await expect(details.locator('[aria-label="Business"]')).toContainText('Northwind Grain BV');
  const document = submitted.documents[0]!;
  await expect(details.getByRole('button', { name: `View Document ${document.fileName}` })).toBeVisible();
  await expect(details.getByRole('button', { name: /^View Document / })).toHaveCount(
    submitted.documents.length,
  );
  // the link opens in a tab without an opener; storage serves it as an attachment (a download)
  await adminPage.evaluate(() => {
    // the e2e project has no DOM types: the browser's window seen through globalThis
    const page = globalThis as unknown as { open: (...args: unknown[]) => unknown; openFeatures?: unknown };
    const open = page.open.bind(page);
    page.open = (...args: unknown[]) => {
      page.openFeatures = args[2];
      return open(...args);
    };
  });
  const popupOpened = adminPage.waitForEvent('popup');
  // Chromium turns the tab's navigation into a download of the page that opened it, and closes the tab
  const downloading = adminPage.waitForEvent('download');
  await details.getByRole('button', { name: `View Document ${document.fileName}` }).click();
  await popupOpened;
  expect(
    await adminPage.evaluate(() => (globalThis as unknown as { openFeatures?: unknown }).openFeatures),
  ).toBe('noopener,noreferrer');
  const download = await downloading;
  expect(download.url()).toContain('/account-document/');
  expect(download.url()).not.toContain(applicant.userId);
  expect(download.suggestedFilename()).toBe(document.fileName);
  // the presigned link serves exactly the uploaded bytes
  expect(readFileSync((await download.path())!).equals(document.bytes)).toBe(true);
  await details.getByRole('button', { name: 'Close' }).click();

  // approve: a confirmation naming the applicant, with a note for the audit (sent trimmed; the
  // integration tests prove it is stored), then the toast, gone from the queue, stored approved
  await row.getByRole('button', { name: 'Approve' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Approve Buyer Registration?' });
  await expect(confirm).toContainText(applicant.email);
  await expect(confirm).toContainText(applicant.companyName);
  await confirm.getByLabel('Note (optional)').fill('  Registry extract checked.  ');
  const approval = adminPage.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith(`/${applicant.userId}/buyer/approve`),
  );
  await confirm.getByRole('button', { name: 'Approve Registration' }).click();
  expect((await approval).postDataJSON()).toEqual({ note: 'Registry extract checked.' });
  await expectToast(adminPage, 'Buyer registration approved successfully!');
  await expect(row).toHaveCount(0);
  await expect
    .poll(async () => (await readItem(`USER#${applicant.userId}`, 'REG#buyer'))?.status)
    .toBe('approved');
  expect(await readItem(`USER#${applicant.userId}`, 'PROFILE')).toMatchObject({
    roles: ['buyer'],
    rating: 2.5,
  });

  // the applicant signs in again: Active, and the buyer's pages are in the sidebar
  const userPage = await signedInPage(browser, applicant);
  await userPage.goto('/my-account');
  await expect(userPage.getByTestId('account-status')).toHaveAttribute('data-status', 'active');
  const sidebar = userPage.getByTestId('sidebar');
  // Buyer Marketplace opens its submenu (energy, metals, agriculture); My Requests is a link
  await expect(sidebar.getByRole('button', { name: 'Buyer Marketplace' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'My Requests' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'My Listings' })).toHaveCount(0);
});

test('a rejection with a reason is shown to the applicant, who edits and resubmits', async ({ browser }) => {
  const applicant = await createPersona('inactive');
  await submitRegistration(applicant, 'buyer', { business_legal_name: 'Old Name Trading' });
  const admin = await createPersona('admin');
  const reason = 'The tax certificate is unreadable; please upload a clear copy.';

  const adminPage = await signedInPage(browser, admin);
  await adminPage.goto('/verifications');
  const row = verificationRow(adminPage, applicant);
  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Reject Buyer Registration' });
  await dialog.getByLabel('Reason (optional)').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm Rejection' }).click();
  await expectToast(adminPage, 'Buyer registration rejected.');
  await expect(row).toHaveCount(0);
  expect(await readItem(`USER#${applicant.userId}`, 'REG#buyer')).toMatchObject({
    status: 'rejected',
    rejection_reason: reason,
  });

  const userPage = await signedInPage(browser, applicant);
  await userPage.goto('/my-account?tab=registration');
  const card = userPage.getByTestId('registration-card-buyer');
  await expect(card).toContainText(reason);
  await card.getByRole('button', { name: 'Apply Again' }).click();
  await expect(userPage).toHaveURL(/\/register\/buyer$/);
  const legalName = userPage.getByLabel('Business Legal Name', { exact: true });
  await expect(legalName).toHaveValue('Old Name Trading');
  await legalName.fill('New Name Trading');
  await userPage.getByRole('button', { name: 'Submit Registration' }).click();
  await expectToast(userPage, 'Buyer registration submitted successfully! It is now under review.');
  await expect
    .poll(async () => (await readItem(`USER#${applicant.userId}`, 'REG#buyer'))?.status)
    .toBe('submitted');
  const stored = await readItem(`USER#${applicant.userId}`, 'REG#buyer');
  expect((stored!.form_values as Record<string, unknown>).business_legal_name).toBe('New Name Trading');

  // back in the admin's queue with the new values
  await adminPage.reload();
  await expect(verificationRow(adminPage, applicant)).toHaveCount(1);
});

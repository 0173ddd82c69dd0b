import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readStackFile, repoRoot } from '../../local/stack-file';
import { localStack } from '../../local/personas';
import { submitRegistration } from '../support/applicant';
import { apiAs } from '../support/market-api';
import { createPersona } from '../support/personas';
import { expectHeading, signInThroughUi } from '../support/ui';

/**
 * The dashboard's figures and the user list come from the table: checked against counts read from it
 * around the page load (other specs add users at the same time, so a figure must fall between them).
 * Approve All is pressed only to read its confirmation, then cancelled: confirming would approve other
 * specs' applicants mid-test; the integration tests cover the batch itself.
 */
const local = localStack(readStackFile());

test('the dashboard shows the stored figures, live system status, and exports every user as CSV', async ({
  page,
}) => {
  const admin = await createPersona('admin');
  await signInThroughUi(page, admin.email, admin.password);
  const before = await local.countProfiles();
  await page.goto('/admin');
  await expectHeading(page, 'Admin Dashboard');
  const totalUsers = page.getByTestId('stat-total-users');
  await expect(totalUsers).toHaveText(/^\d+$/);
  const shown = Number(await totalUsers.textContent());
  expect(shown).toBeGreaterThanOrEqual(before);
  expect(shown).toBeLessThanOrEqual(await local.countProfiles());
  // accepted inquiries of other specs open deals while this one runs: the figure is a count, not a fixed 0
  await expect(page.getByTestId('stat-deals')).toHaveText(/^\d+$/);
  for (const check of ['api', 'database', 'authentication']) {
    await expect(page.getByTestId(`status-${check}`)).toHaveAttribute('data-status', 'operational');
  }
  await expect(page.getByTestId('storage-percent')).toHaveText(/^\d+%$/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Users' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^user_export_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    '"ID","Full Name","Email","Company","Phone","Roles","Created At","Company ID","Company Role"',
  );
  expect(lines.length - 1).toBeGreaterThanOrEqual(shown);
  expect(lines.some((line) => line.startsWith(`"${admin.userId}",`) && line.includes(admin.email))).toBe(
    true,
  );
});

test('user management finds a user by e-mail in any case, shows the registration and its documents', async ({
  page,
}) => {
  const applicant = await createPersona('inactive');
  const company = `Quartz Metals ${randomUUID().slice(0, 6)}`;
  const submitted = await submitRegistration(applicant, 'seller', { business_legal_name: company });
  const admin = await createPersona('admin');
  await signInThroughUi(page, admin.email, admin.password);

  await page.goto('/admin/users');
  await expectHeading(page, 'User Management');
  await expect(page.getByTestId('database-counts')).toContainText(
    /Database: \d+ profiles? and \d+ registrations?/,
  );
  await page.getByRole('searchbox', { name: 'Search users' }).fill(applicant.email.toUpperCase());
  const row = page.getByTestId('user-row').filter({ hasText: applicant.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(row).toContainText('Pending Approval');

  await row.getByRole('button', { name: /^Account Details of / }).click();
  const dialog = page.getByRole('dialog', { name: 'User Details' });
  await expect(dialog.getByRole('tab', { name: 'Basic Info' })).toBeVisible();
  await expect(dialog).toContainText(applicant.companyName);
  await dialog.getByRole('tab', { name: 'Registration Details' }).click();
  await expect(dialog.locator('[aria-label="Business"]').first()).toContainText(company);
  await expect(dialog.getByRole('button', { name: 'Approve Seller Registration' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^View Document / })).toHaveCount(
    submitted.documents.length,
  );
});

test('Approve All names how many registrations await review and approves none on Cancel', async ({
  page,
}) => {
  const applicant = await createPersona('inactive');
  await submitRegistration(applicant, 'buyer');
  const admin = await createPersona('admin');
  const pending = async () => {
    const answer = await apiAs<{ registrations: Array<{ user_id: string; status: string }> }>(
      admin,
      'GET',
      '/admin/registrations',
    );
    return answer.body.registrations;
  };
  await signInThroughUi(page, admin.email, admin.password);
  await page.goto('/admin');
  await expectHeading(page, 'Admin Dashboard');

  // other specs submit and approve registrations meanwhile: the count named falls between two reads
  const before = (await pending()).length;
  await page.getByRole('button', { name: 'Approve All Pending Registrations' }).click();
  const dialog = page.getByRole('dialog', { name: /^Approve all \d+ pending registrations?\?$/ });
  await expect(dialog).toBeVisible();
  const after = (await pending()).length;
  const named = Number((await dialog.getByRole('heading', { level: 2 }).textContent())!.match(/\d+/)![0]);
  expect(named).toBeGreaterThanOrEqual(Math.max(1, Math.min(before, after)));
  expect(named).toBeLessThanOrEqual(Math.max(before, after));
  await expect(
    dialog.getByRole('button', { name: new RegExp(`^Approve ${named} registrations?$`) }),
  ).toBeVisible();
  await expect(dialog).toContainText('Buyer');
  await page.screenshot({ path: join(repoRoot, '.local', 'screens', 'admin-approve-all-confirm-1280.png') });

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await pending()).some((r) => r.user_id === applicant.userId)).toBe(true);
});

test('a Contact Us message reaches the admin dashboard, where it is marked as read', async ({ browser }) => {
  const buyer = await createPersona('buyer');
  const text = `Please call me about diesel cargoes ${randomUUID().slice(0, 8)}`;
  const userPage = await (await browser.newContext()).newPage();
  await signInThroughUi(userPage, buyer.email, buyer.password);
  await userPage.getByRole('button', { name: 'Contact Us' }).click();
  const contact = userPage.getByRole('dialog', { name: 'Contact Us' });
  await contact.getByLabel('Email').fill(buyer.email);
  await contact.getByLabel('Message').fill(text);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(userPage.getByTestId('toast').filter({ hasText: 'Message Sent' }).first()).toBeVisible();

  const admin = await createPersona('admin');
  const adminPage = await (await browser.newContext()).newPage();
  await signInThroughUi(adminPage, admin.email, admin.password);
  await adminPage.goto('/admin');
  const item = adminPage.getByRole('listitem').filter({ hasText: text });
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText(buyer.email);
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item).toHaveAttribute('data-read', 'true');

  // the card flips optimistically: a reload shows what the server kept
  await expect
    .poll(async () => {
      await adminPage.reload();
      return adminPage.getByRole('listitem').filter({ hasText: text }).getAttribute('data-read');
    })
    .toBe('true');
  await expect(adminPage.getByRole('listitem').filter({ hasText: text })).toContainText(buyer.email);
});

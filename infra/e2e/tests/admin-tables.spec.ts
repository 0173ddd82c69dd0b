import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { localStack } from '../../local/personas';
import { submitRegistration } from '../support/applicant';
import { dealAt } from '../support/deal-setup';
import { createPersona, type Persona } from '../support/personas';
import { signInContext } from '../support/session';

/**
 * The admin tables keep what an admin can do with a row on screen: at 1280 px (sidebar open) the
 * Actions column of Users and Deal Management stays inside the viewport even when a row's text is too
 * wide for the table (it is pinned while the other columns scroll), and at 390 px a Verifications row
 * (a card) fits the screen. Rows are made wide on purpose: long unbroken company and product names.
 */
const local = localStack();
// one word without a break opportunity (no space, no hyphen), as long company names and e-mail
// addresses are: the column cannot wrap it
const longWord = (prefix: string) =>
  `${prefix}TranscontinentalPetrochemicalHoldingsInternational${randomUUID().slice(0, 8)}`;

/** A persona whose name and company are one long word each, so its row is wider than the table. */
async function wideApplicant(): Promise<Persona> {
  const persona = await createPersona('inactive');
  const { accessToken } = await local.signIn(persona);
  const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const me = (await (await fetch(`${local.stack.apiUrl}/me`, { headers: auth })).json()) as {
    profile: { version: number };
  };
  const companyName = longWord('Company');
  const fullName = longWord('Trader');
  const res = await fetch(`${local.stack.apiUrl}/profile`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({
      full_name: fullName,
      company_name: companyName,
      phone_number: persona.phoneNumber,
      version: me.profile.version,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { ...persona, fullName, companyName };
}

async function adminPage(browser: Browser, width: number): Promise<Page> {
  const admin = await createPersona('admin');
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await signInContext(context, admin);
  return context.newPage();
}

/** Fully inside the viewport: by its box, and not clipped by a scrolling ancestor (IntersectionObserver). */
async function expectOnScreen(page: Page, target: Locator) {
  const width = page.viewportSize()!.width;
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test('Users at 1280 px: the Actions column of a row wider than the table stays on screen and works', async ({
  browser,
}) => {
  const applicant = await wideApplicant();
  const page = await adminPage(browser, 1280);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(applicant.email);
  const row = page.getByTestId('user-row').filter({ hasText: applicant.email });
  await expect(row).toHaveCount(1);

  await expectOnScreen(
    page,
    page.getByRole('table', { name: 'Users' }).getByRole('columnheader', { name: 'Actions' }),
  );
  const details = row.getByRole('button', { name: /^Account Details of / });
  await expectOnScreen(page, details);
  await details.click();
  await expect(page.getByRole('dialog')).toContainText(applicant.email);
});

test('Deal Management at 1280 px: the Actions column of a row wider than the table stays on screen', async ({
  browser,
}) => {
  const product = longWord('UltraLowSulphurDiesel');
  const { dealId } = await dealAt('deal-initiated', product);
  const page = await adminPage(browser, 1280);
  await page.goto('/admin/deals');
  await page.getByRole('searchbox', { name: 'Search deals' }).fill(dealId);
  const row = page.locator(`[data-testid="deal-row"][data-deal-id="${dealId}"]`);
  await expect(row).toBeVisible();

  await expectOnScreen(
    page,
    page.getByRole('table', { name: 'Deals' }).getByRole('columnheader', { name: 'Actions' }),
  );
  await expectOnScreen(page, row.getByRole('link', { name: /^Open / }));
  await expectOnScreen(page, row.getByRole('button', { name: /^Cancel / }));
});

test('Verifications at 390 px: a pending registration with long names fits the screen, its actions too', async ({
  browser,
}) => {
  const applicant = await wideApplicant();
  await submitRegistration(applicant, 'buyer');
  const page = await adminPage(browser, 390);
  // straight to /verifications: opening the Admin Dashboard would approve every pending registration
  await page.goto('/verifications');
  const row = page.getByTestId('verification-row').filter({ hasText: applicant.email });
  await expect(row).toHaveCount(1);
  // other pending registrations may come first: bring the row up (the page scrolls only vertically)
  await row.scrollIntoViewIfNeeded();

  await expectOnScreen(page, row);
  for (const name of [/^View Details of /, /^Approve /, /^Reject /])
    await expectOnScreen(page, row.getByRole('button', { name }));
  // nothing of the page leaves the screen sideways
  const scrollWidth = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(scrollWidth).toBeLessThanOrEqual(390);
});

import { findField } from '@portal/contracts/registration-form';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { localStack } from '../../local/personas';
import { readStackFile } from '../../local/stack-file';
import { submitRegistration } from '../support/applicant';
import { createPersona, type Persona } from '../support/personas';
import { expectHeading, signInThroughUi } from '../support/ui';

/**
 * What a walkthrough in a real browser found, at desktop width and at 390 px: the Actions menu of the
 * last account rows was clipped by the table and had no keyboard support; on a phone the admin tables
 * pushed Status and Actions off-screen and My Account's tab bar hid the selected tab; the admin dialogs
 * showed stored values ('5m_20m') instead of the form's labels.
 */
const stack = readStackFile();
const local = localStack(stack);
const PHONE = { width: 390, height: 844 };

/** Buyers named `${tag} A`, `${tag} B`, ... so a search for the tag lists exactly them. */
async function namedBuyers(tag: string, count: number): Promise<Persona[]> {
  const buyers: Persona[] = [];
  for (let i = 0; i < count; i += 1) {
    const buyer = await createPersona('buyer');
    const { accessToken } = await local.signIn(buyer);
    const renamed = await fetch(`${stack.apiUrl}/profile`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        full_name: `${tag} ${String.fromCharCode(65 + i)}`,
        phone_number: buyer.phoneNumber,
        company_name: buyer.companyName,
        // a fresh profile is at version 1 (updates are optimistically locked)
        version: 1,
      }),
    });
    expect(renamed.status).toBe(200);
    buyers.push(buyer);
  }
  return buyers;
}

/**
 * Clicks the element where it is drawn now, the way a mouse user does: no scrolling first (Playwright's
 * own click scrolls inner containers, which would hide an item clipped by the table). Fails when
 * something else (or nothing of it) is drawn at its centre.
 */
async function clickWhereDrawn(page: Page, target: Locator): Promise<void> {
  const centre = await target.evaluate((el) => {
    // runs in the browser; infra type-checks without the DOM library
    const doc = (globalThis as unknown as { document: { elementFromPoint(x: number, y: number): unknown } })
      .document;
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    return { x, y, hit: el.contains(doc.elementFromPoint(x, y) as typeof el | null) };
  });
  expect(centre.hit, 'the item is drawn on top at its centre').toBe(true);
  await page.mouse.click(centre.x, centre.y);
}

async function openBuyerAccounts(page: Page, tag: string, rows: number) {
  await page.goto('/admin/buyer-accounts');
  await expectHeading(page, 'Buyer Accounts');
  await page.getByRole('searchbox', { name: 'Search buyer accounts' }).fill(tag);
  await expect(page.getByTestId('account-row')).toHaveCount(rows);
}

test('the Actions menu of the last account row opens outside the table: its items can be clicked and reached by keyboard', async ({
  page,
}) => {
  const tag = `Menu ${randomUUID().slice(0, 6)}`;
  await namedBuyers(tag, 3);
  const admin = await createPersona('admin');
  await signInThroughUi(page, admin.email, admin.password);
  await openBuyerAccounts(page, tag, 3);
  const lastName = `${tag} C`;
  const trigger = page.getByRole('button', { name: `Actions for ${lastName}` });

  // pointer: every item of the last row's menu is on screen and takes the click
  await trigger.click();
  const menu = page.getByRole('menu', { name: `Actions for ${lastName}` });
  await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'Adjust Rating', 'Deactivate']);
  for (const item of await menu.getByRole('menuitem').all()) await expect(item).toBeInViewport({ ratio: 1 });
  // the popover is not inside the table's scroll box, which would clip it
  expect(
    await page.getByRole('table', { name: 'Buyer Accounts' }).locator('..').getByRole('menu').count(),
  ).toBe(0);
  await clickWhereDrawn(page, menu.getByRole('menuitem', { name: 'Deactivate' }));
  const deactivate = page.getByRole('dialog', { name: `Deactivate ${lastName}?` });
  await expect(deactivate).toBeVisible();
  await deactivate.getByRole('button', { name: 'Close' }).click();
  await expect(deactivate).toHaveCount(0);
  await trigger.click();
  await clickWhereDrawn(page, menu.getByRole('menuitem', { name: 'Adjust Rating' }));
  const rating = page.getByRole('dialog', { name: `Adjust Rating of ${lastName}` });
  await expect(rating).toBeVisible();
  await rating.getByRole('button', { name: 'Close' }).click();
  await expect(rating).toHaveCount(0);

  // keyboard: Enter opens on the first item, arrows move, Escape closes and returns focus
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Adjust Rating' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Deactivate' })).toBeFocused();
  await page.keyboard.press('ArrowDown'); // wraps around
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Deactivate' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // ... and Enter on an item runs it
  await page.keyboard.press('ArrowDown'); // opens the menu too
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(rating).toBeVisible();
});

test('at 390 px an account row shows its Status and Actions without horizontal scrolling, and its menu works', async ({
  browser,
}) => {
  const tag = `Phone ${randomUUID().slice(0, 6)}`;
  await namedBuyers(tag, 2);
  const admin = await createPersona('admin');
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInThroughUi(page, admin.email, admin.password);
  await openBuyerAccounts(page, tag, 2);

  const row = page.getByTestId('account-row').filter({ hasText: `${tag} B` });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByTestId('account-status')).toBeInViewport({ ratio: 1 });
  const trigger = row.getByRole('button', { name: `Actions for ${tag} B` });
  await expect(trigger).toBeInViewport({ ratio: 1 });
  // nothing on the page is wider than the screen, and the table does not scroll sideways
  const pageWidth = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
  const table = page.getByRole('table', { name: 'Buyer Accounts' });
  const overflow = await table.evaluate(
    (el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await trigger.click();
  await clickWhereDrawn(page, page.getByRole('menuitem', { name: 'Edit' }));
  await expect(page.getByRole('dialog', { name: /Edit/ })).toBeVisible();
});

test('at 390 px the selected My Account tab is scrolled into view', async ({ browser }) => {
  const buyer = await createPersona('buyer');
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInThroughUi(page, buyer.email, buyer.password);
  for (const [tab, name] of [
    ['settings', 'Settings'],
    ['registration', 'Registration'],
    ['my-details', 'My Details'],
  ] as const) {
    await page.goto(`/my-account?tab=${tab}`);
    const selected = page.getByRole('tab', { name, exact: true });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toBeInViewport({ ratio: 1 });
  }
  // choosing a tab with the keyboard brings it into view as well
  await page.getByRole('tab', { name: 'My Details', exact: true }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Settings', exact: true })).toBeInViewport({ ratio: 1 });
});

test('the registration details dialog shows the form catalogue labels, not stored values', async ({
  page,
}) => {
  const applicant = await createPersona('inactive');
  const submitted = await submitRegistration(applicant, 'buyer', { purchasing_annual_volume: '5m_20m' });
  const volume = findField('buyer', 'purchasing_annual_volume')!;
  const volumeLabel = volume.options!.find((o) => o.value === '5m_20m')!.label;
  const agreement = findField('buyer', 'document_signed_agreement')!;
  const admin = await createPersona('admin');
  await signInThroughUi(page, admin.email, admin.password);

  await page.goto('/verifications');
  await expectHeading(page, 'Registration Verifications');
  await page
    .getByTestId('verification-row')
    .filter({ hasText: applicant.email })
    .getByRole('button', { name: 'View Details' })
    .click();
  const details = page.getByRole('dialog', { name: 'Buyer Registration Details' });
  const financial = details.locator('[aria-label="Financial"]');
  await expect(financial).toContainText(volume.label);
  await expect(financial).toContainText(volumeLabel);
  await expect(financial).not.toContainText('5m_20m');
  const legal = details.locator('[aria-label="Legal"]');
  await expect(legal).toContainText(agreement.label);
  await expect(legal).not.toContainText('Document Signed Agreement');
  // the documents list names each document by its form field
  const documents = details.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('listitem')).toHaveCount(submitted.documents.length);
  await expect(documents).toContainText(`${agreement.label} ·`);
  await expect(documents).not.toContainText('document_signed_agreement ·');
});

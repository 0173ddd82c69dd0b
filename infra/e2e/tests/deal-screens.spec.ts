import { expect, test, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { repoRoot } from '../../local/stack-file';
import { seriousViolations, settle } from '../support/a11y';
import { apiAs, createListing, inquireOnListing } from '../support/market-api';
import { createPersona, type Persona } from '../support/personas';
import { expectToast, signInThroughUi } from '../support/ui';

/**
 * The deal screens in a browser against the local stack: a deal opened by accepting an inquiry through
 * the API, then the buyer's Deal Flow (the card in Pending at 10 %) and the deal's page (header,
 * progress, Deal Details as the API states them, no documents yet), a stranger's 'Deal not found', and
 * an admin moving the deal with a reason. Screenshots at 1280 px and 390 px go to .local/screens/.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API bodies

const screens = join(repoRoot, '.local', 'screens');

let buyer: Persona;
let seller: Persona;
let stranger: Persona;
let admin: Persona;
let dealId: string;
let opened: Json;
/** The deal's trade ticket headline: the inquired quantity of the listing's product. */
let headline: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  [buyer, seller, stranger, admin] = await Promise.all([
    createPersona('buyer'),
    createPersona('seller'),
    createPersona('buyer'),
    createPersona('admin'),
  ]);
  const listing = await createListing(seller, {
    name: `Jet Fuel A1 ${Date.now().toString(36)}`,
    quantity: 5000,
  });
  headline = `1,200 MT ${listing.name}`;
  const inquiry = await inquireOnListing(buyer, listing.id, 1200);
  expect(inquiry.status).toBe(201);
  const accepted = await apiAs<{ deal_id: string }>(
    seller,
    'POST',
    `/marketplace/inquiries/${(inquiry.body as { id: string }).id}/accept`,
    {},
  );
  expect(accepted.status).toBeLessThan(300);
  dealId = accepted.body.deal_id;
  const detail = await apiAs<Json>(buyer, 'GET', `/deals/${dealId}`);
  expect(detail.status).toBe(200);
  opened = detail.body;
});

async function signedInPage(browser: Browser, who: Persona, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInThroughUi(page, who.email, who.password);
  return page;
}

/** 'Jun 15, 2025', as the page writes a date (the browser and this process share the time zone). */
function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

async function expectNoSeriousViolations(page: Page) {
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * Nothing wider than the viewport: no sideways scrolling on a phone. Polled, because a toast sliding in
 * from the right edge is wider than the page for the moment of its animation.
 */
async function expectNoHorizontalOverflow(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = (
          globalThis as unknown as {
            document: { documentElement: { scrollWidth: number; clientWidth: number } };
          }
        ).document.documentElement;
        return root.scrollWidth - root.clientWidth;
      }),
    )
    .toBeLessThanOrEqual(0);
}

/** A full-page screenshot under .local/screens/, taken from the top (sticky bars stay where they belong). */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
  );
  await page.screenshot({ path: join(screens, name), fullPage: true });
}

/** The value of a row of the specification panel. */
const specValue = (page: Page, label: string) =>
  page.getByTestId('deal-specification').locator(`dd[data-field="${label}"]`);

test("the buyer's Deal Flow shows the new deal in Pending at 10 %, and its page shows the deal as the API states it", async ({
  browser,
}) => {
  const page = await signedInPage(browser, buyer, 1280);
  await page.goto('/deal-flow');
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Flow' })).toBeVisible();

  const pending = page.getByTestId('column-pending');
  await expect(pending).toContainText('Progress of 20% or less');
  const card = pending.getByTestId('deal-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(headline);
  await expect(card.getByRole('img', { name: '10% complete' })).toBeVisible();
  await expect(card.getByTestId('deal-stage')).toHaveText('Deal Initiated');
  await expect(card).toContainText(`Transaction ID ${dealId}`);
  await expect(page.getByTestId('column-ongoing').getByTestId('deal-card')).toHaveCount(0);
  await expect(page.getByTestId('column-completed').getByTestId('deal-card')).toHaveCount(0);
  await expect(page.getByTestId('average-progress')).toHaveText('10%');
  await expect(page.getByTestId('count-pending')).toHaveText('1');
  await expectNoSeriousViolations(page);
  await screenshot(page, 'deal-flow-1280.png');

  await card.getByRole('link', { name: /^View Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/deal/${dealId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  await expect(page.getByRole('link', { name: '← Back to Deal Flow' })).toHaveAttribute('href', '/deal-flow');
  await expect(page.getByTestId('deal-created')).toHaveText(`Created ${shortDate(opened.created_at)}`);
  await expect(page.getByTestId('deal-transaction-id')).toHaveText(dealId);

  const progress = page.getByTestId('progress-card');
  await expect(progress.getByRole('progressbar', { name: 'Deal progress' })).toHaveAttribute(
    'aria-valuenow',
    '10',
  );
  await expect(progress.getByTestId('current-step')).toHaveText('Deal Initiated');
  const rows = progress.getByTestId('timeline-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toHaveAttribute('data-status', 'current');
  await expect(rows.first().getByRole('button')).toBeDisabled();
  // the B and S markers are hidden on the first, fourth and last rows
  for (const [index, shown] of [
    [0, 0],
    [1, 1],
    [3, 0],
    [9, 0],
  ] as const) {
    await expect(rows.nth(index).getByTestId('marker-buyer')).toHaveCount(shown);
    await expect(rows.nth(index).getByTestId('marker-seller')).toHaveCount(shown);
  }
  await expect(progress).not.toContainText('Click on a stage to update the deal progress');

  // Deal Details (the default tab) states what the API states
  await expect(page.getByRole('tab', { name: 'Deal Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(specValue(page, 'Deal ID')).toHaveText(dealId);
  await expect(specValue(page, 'Created Date')).toHaveText(shortDate(opened.created_at));
  await expect(specValue(page, 'Status')).toHaveText('In Progress');
  await expect(specValue(page, 'Product')).toHaveText(opened.product);
  await expect(specValue(page, 'Product Type')).toHaveText(opened.product_type || opened.product);
  await expect(specValue(page, 'Quantity')).toHaveText(
    `${(opened.quantity as number).toLocaleString('en-US')} ${opened.unit}`,
  );
  await expect(specValue(page, 'Delivery')).toHaveText(opened.delivery);
  await expect(specValue(page, 'Price')).toHaveText('USD 700.00 per metric ton');
  await expect(specValue(page, 'Value')).toHaveText('USD 840,000.00');
  await expect(specValue(page, 'Currency')).toHaveText(opened.currency);
  await expect(specValue(page, 'Location')).toHaveText(opened.location);
  await expect(specValue(page, 'Buyer')).toHaveText(opened.parties.buyer.label);
  await expect(specValue(page, 'Seller')).toHaveText(opened.parties.seller.label);
  await expectNoSeriousViolations(page);
  await screenshot(page, 'deal-detail-1280.png');

  // from the first group on, the FCO the deal was opened on is a document of the deal: the terms the
  // buyer accepts by proceeding, readable and downloadable through the deal
  await page.getByRole('tab', { name: 'Documents' }).click();
  const fco = page.getByTestId('document-row');
  await expect(fco).toHaveCount(1);
  await expect(fco.getByRole('cell').nth(0)).toHaveText('fco_terms.pdf');
  await expect(fco.getByRole('cell').nth(1)).toHaveText('Full Corporate Offer (FCO)');
  await expect(fco.getByRole('cell').nth(2)).toHaveText(opened.parties.seller.label);
  const fcoLink = page.waitForResponse((res) =>
    /\/deals\/[^/]+\/documents\/[^/]+\/download$/.test(res.url()),
  );
  const popup = page.waitForEvent('popup').catch(() => undefined);
  await fco.getByRole('button', { name: 'Download fco_terms.pdf' }).click();
  expect((await fcoLink).status()).toBe(200);
  await popup;
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('history-entry').first()).toBeVisible();

  // a party's click on a stage shows that stage's documents and history
  await rows.nth(1).getByRole('button').click();
  await expect(page.getByTestId('group-activity')).toContainText('Initial SPA documents');
  // the stage selector does the same: another stage's documents, then back to the current step
  const selector = page.getByLabel('Show stage');
  await selector.selectOption('final-spa');
  await expect(page.getByTestId('group-activity')).toContainText('Final SPA documents');
  await selector.selectOption('');
  await expect(page.getByTestId('group-activity')).toHaveCount(0);
  await page.context().close();
});

test('at phone width the columns stack and nothing is clipped', async ({ browser }) => {
  const page = await signedInPage(browser, buyer, 390);
  await page.goto('/deal-flow');
  await expect(page.getByTestId('deal-card')).toHaveCount(1);
  const [pending, ongoing] = await Promise.all([
    page.getByTestId('column-pending').boundingBox(),
    page.getByTestId('column-ongoing').boundingBox(),
  ]);
  expect(ongoing!.y).toBeGreaterThan(pending!.y + pending!.height - 1);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousViolations(page);
  await screenshot(page, 'deal-flow-390.png');

  await page.goto(`/deal/${dealId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  await expect(specValue(page, 'Deal ID')).toHaveText(dealId);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousViolations(page);
  await screenshot(page, 'deal-detail-390.png');

  await page.goto('/deal-flow/deal-specifications');
  const specification = page.getByTestId('specification-card');
  await expect(specification).toHaveCount(1);
  await expect(specification.locator('dd[data-field="Deal ID"]')).toHaveText(dealId);
  await expect(specification.locator('dd[data-field="Status"]')).toHaveText('In Progress');
  await expect(specification.locator('dd[data-field="Delivery"]')).toHaveText(opened.delivery);
  await expect(specification.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
    'href',
    `/deal/${dealId}`,
  );
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousViolations(page);
  await screenshot(page, 'deal-specifications-390.png');
  await page.context().close();
});

test("a buyer who is not in the deal gets 'Deal not found' and lands on the Deal Flow", async ({
  browser,
}) => {
  const page = await signedInPage(browser, stranger, 1280);
  await page.goto(`/deal/${dealId}`);
  await expect(page.getByTestId('deal-not-found')).toContainText('Deal not found');
  await expect(page.getByTestId('deal-not-found')).toContainText('does not exist or is not one of yours');
  await expectToast(page, 'Deal not found');
  await expect(page).toHaveURL(/\/deal-flow$/);
  await expect(page.getByText('No deals yet')).toBeVisible();
  await page.context().close();
});

test('an admin sees the deal and the hint, and moves it to another stage with a reason', async ({
  browser,
}) => {
  const page = await signedInPage(browser, admin, 1280);
  await page.goto(`/deal/${dealId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  const progress = page.getByTestId('progress-card');
  await expect(progress).toContainText('Click on a stage to update the deal progress');
  await expect(page.getByRole('button', { name: 'Cancel Deal' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await progress.getByTestId('timeline-row').nth(3).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Move deal to Verification' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Move Deal' }).click();
  await expect(dialog.getByText('A reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Both parties sent their proofs by courier; verified offline.');
  await dialog.getByRole('button', { name: 'Move Deal' }).click();
  await expectToast(page, 'Deal moved');
  await expect(dialog).toHaveCount(0);
  await expect(progress.getByTestId('current-step')).toHaveText('Document Verification');
  await expect(progress.getByRole('progressbar', { name: 'Deal progress' })).toHaveAttribute(
    'aria-valuenow',
    '40',
  );

  const stored = await apiAs<Json>(admin, 'GET', `/deals/${dealId}`);
  expect(stored.body).toMatchObject({ stage: 'information-exchange', progress: 40 });
  expect(stored.body.history).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        action: 'stage-overridden',
        comment: 'Both parties sent their proofs by courier; verified offline.',
      }),
    ]),
  );
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('history-entry').first()).toContainText('verified offline');
  await expectNoSeriousViolations(page);
  await screenshot(page, 'deal-detail-admin-history-1280.png');
  await page.getByRole('tab', { name: 'Documents' }).click();
  // nothing uploaded yet: only the FCO the deal was opened on
  await expect(page.getByTestId('document-row')).toHaveCount(1);
  await expect(page.getByTestId('document-row')).toContainText('Full Corporate Offer (FCO)');

  // back to Initial SPA: the group opens again and the platform issues its SPA template, downloadable
  await progress.getByTestId('timeline-row').nth(1).getByRole('button').click();
  const back = page.getByRole('dialog', { name: 'Move deal to Initial SPA' });
  await back.getByLabel('Reason').fill('The seller asked to restart from the initial SPA.');
  await back.getByRole('button', { name: 'Move Deal' }).click();
  await expectToast(page, 'Deal moved');
  await expect(progress.getByTestId('current-step')).toHaveText('Initial SPA - Terms & Conditions Accepted');
  expect((await apiAs<Json>(admin, 'GET', `/deals/${dealId}`)).body.stage).toBe('fco-tc-accepted');
  await page.getByRole('tab', { name: 'Deal Details' }).click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  const template = page.getByTestId('document-row').filter({ hasText: 'Initial SPA Template' });
  await expect(template).toHaveCount(1);
  await expect(template).toContainText('Platform');
  // the click fetches a fresh short-lived link and opens it in a new tab
  const link = page.waitForResponse((res) =>
    res.url().endsWith(`/deals/${dealId}/platform-documents/initial-spa-template/download`),
  );
  const popup = page.waitForEvent('popup');
  await template.getByRole('button', { name: /^Download / }).click();
  expect((await link).status()).toBe(200);
  expect(((await (await link).json()) as Json).url).toMatch(/^http/);
  await popup;
  await expectNoSeriousViolations(page);
  await screenshot(page, 'deal-detail-admin-documents-1280.png');
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'deal-detail-admin-documents-390.png');
  await page.context().close();
});

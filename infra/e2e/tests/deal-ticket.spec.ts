import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { repoRoot } from '../../local/stack-file';
import { seriousViolations, settle } from '../support/a11y';
import { dealAt, type DealParties, type Json } from '../support/deal-setup';
import { apiAs } from '../support/market-api';
import { createPersona, type Persona } from '../support/personas';
import { signInContext } from '../support/session';

/**
 * A deal named by its trade ticket and saying whose move it is, on a deal walked through the API to
 * the proof documents (both parties are awaited there, each for its own proof): the deal page shows the
 * ticket and the awaiting line above the stage list within the first screen at 1280 × 800 and at
 * 390 × 844; the Deal Flow card shows them; the Dashboard's Action required lists the deal for the
 * buyer and opens the deal page on the panel to act in, and says 'Nothing is waiting on you.' to a
 * buyer without deals. Screenshots go to .local/screens/.
 */

const screens = join(repoRoot, '.local', 'screens');

let parties: DealParties;
let listingName: string;
/** The deal as the buyer sees it through the API. */
let deal: Json;
/** '1,000 MT <listing>': dealAt inquires 1,000 MT of a listing priced USD 700.00 per MT, CIF Rotterdam. */
let headline: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  listingName = `Gasoil ticket ${Date.now().toString(36)}`;
  parties = await dealAt('proof-documents', listingName);
  deal = (await apiAs<Json>(parties.buyer, 'GET', `/deals/${parties.dealId}`)).body;
  headline = `1,000 MT ${listingName}`;
});

async function pageAs(browser: Browser, who: Persona, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  await signInContext(context, who);
  return context.newPage();
}

/** The element lies wholly inside the viewport as the page first shows it (no scrolling). */
async function expectInFirstScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'the element is rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

/** The buyer's date of the deal's due date, as the page writes it ('Dec 3, 2026'). */
const dueText = () =>
  new Date(deal.due_at as string).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`at ${width} × ${height} the deal page shows its ticket and who acts next in the first screen`, async ({
    browser,
  }) => {
    expect(deal.due_at, 'the proof documents have a due date').toEqual(expect.any(String));
    const page = await pageAs(browser, parties.buyer, width, height);
    await page.goto(`/deal/${parties.dealId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    const ticket = page.getByTestId('deal-ticket');
    await expect(ticket.locator('dd[data-field="Price"]')).toHaveText('USD 700.00 / MT');
    await expect(ticket.locator('dd[data-field="Value"]')).toHaveText('USD 700,000.00');
    await expect(ticket.locator('dd[data-field="Terms"]')).toHaveText('CIF Rotterdam');
    await expect(ticket.locator('dd[data-field="Counterparty"]')).toHaveText(deal.seller_label);
    await expect(page.getByTestId('deal-transaction-id')).toHaveText(parties.dealId);
    const awaiting = page.getByTestId('awaiting-line');
    await expect(awaiting.getByRole('listitem')).toHaveText([
      `Awaiting ${deal.seller_label}: upload the proof of product — due ${dueText()}`,
      `Awaiting ${parties.buyer.companyName} – Operations: upload the proof of funds — due ${dueText()}`,
    ]);
    await expectInFirstScreen(page, ticket);
    await expectInFirstScreen(page, awaiting);
    // above the stage list
    const stages = await page.getByTestId('timeline-row').first().boundingBox();
    const awaitingBox = await awaiting.boundingBox();
    expect(awaitingBox!.y + awaitingBox!.height).toBeLessThanOrEqual(stages!.y);
    await page.screenshot({ path: join(screens, `deal-ticket-${width}.png`) });
    await page.context().close();
  });
}

test('the Deal Flow card shows the ticket and who acts next', async ({ browser }) => {
  const page = await pageAs(browser, parties.seller, 1280, 800);
  await page.goto('/deal-flow');
  const card = page.getByTestId('deal-card').filter({ hasText: listingName });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(headline);
  await expect(card.locator('dd[data-field="Value"]')).toHaveText('USD 700,000.00');
  await expect(card.locator('dd[data-field="Counterparty"]')).toHaveText(deal.buyer_label);
  await expect(card.getByTestId('awaiting-line').getByRole('listitem')).toHaveText([
    `Awaiting ${parties.seller.companyName} – Operations: upload the proof of product — due ${dueText()}`,
    `Awaiting ${deal.buyer_label}: upload the proof of funds — due ${dueText()}`,
  ]);
  await expect(card).toContainText(`Transaction ID ${parties.dealId}`);
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test("the Dashboard's Action required lists the deal and opens it on the panel to act in", async ({
  browser,
}) => {
  const page = await pageAs(browser, parties.buyer, 1280, 800);
  await page.goto('/');
  const card = page.getByTestId('card-action-required');
  await expect(card.getByRole('heading', { name: 'Action required' })).toBeVisible();
  const row = card.getByTestId('action-required-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-deal-id', parties.dealId);
  await expect(row.getByTestId('awaiting-line').getByRole('listitem')).toHaveText([
    `Awaiting ${parties.buyer.companyName} – Operations: upload the proof of funds — due ${dueText()}`,
  ]);
  await expect(row).toContainText(`USD 700.00 / MT · CIF Rotterdam · ${deal.seller_label}`);
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: join(screens, 'dashboard-action-required-1280.png'), fullPage: true });

  await row.getByRole('link', { name: headline }).click();
  await expect(page).toHaveURL(new RegExp(`/deal/${parties.dealId}\\?panel=current-step$`));
  const panel = page.getByTestId('panel-buyer');
  await expect(panel.getByRole('heading', { name: /Current Step/ })).toBeVisible();
  // the page has scrolled to the buyer's panel: its heading is in the viewport, not below the fold
  await expect(panel.getByRole('heading', { name: /Current Step/ })).toBeInViewport();
  await expect(page.getByTestId('acting-current-step')).toBeFocused();
  await page.context().close();
});

test("a buyer with nothing to do reads 'Nothing is waiting on you.'", async ({ browser }) => {
  const idle = await createPersona('buyer');
  const page = await pageAs(browser, idle, 390, 844);
  await page.goto('/');
  await expect(page.getByTestId('action-required-empty')).toHaveText('Nothing is waiting on you.');
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: join(screens, 'dashboard-action-required-390.png'), fullPage: true });
  await page.context().close();
});

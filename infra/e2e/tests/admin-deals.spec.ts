import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { repoRoot } from '../../local/stack-file';
import { seriousViolations, settle } from '../support/a11y';
import { apiAs, createListing, inquireOnListing, overrideStage } from '../support/market-api';
import { createPersona, type Persona } from '../support/personas';
import { expectHeading, expectToast, signInThroughUi } from '../support/ui';

/**
 * Deal Management (/admin/deals) in a browser against the local stack: twelve deals opened through the
 * marketplace (one moved to Final SPA, one closed by an admin's moves), then the admin's way in from
 * the dashboard's View Deals, the tabs and their counts against the rows, the search, the pages, a
 * deal opened, and a deal cancelled with a reason (read back through the API). Screenshots at
 * 1280 px and 390 px go to .local/screens/; axe at both widths.
 */

const screens = join(repoRoot, '.local', 'screens');

/** In both companies: the searches below find only this file's deals. */
const tag = randomUUID().slice(0, 8);
const sellerCompany = `Northwind Refining ${tag}`;
const buyerCompany = `Contoso Fuels ${tag}`;

let admin: Persona;
let seller: Persona;
/** Two buyers of one company: each stays within the monthly inquiry limit. */
let buyers: Persona[];
/** Oldest first. */
const deals: string[] = [];
let ongoing: string;
let completed: string;

/** The persona names its company on My Details, as a user would (PATCH /profile over the version read). */
async function renameCompany(who: Persona, company: string) {
  const me = await apiAs<{ profile: { full_name: string; phone_number: string; version: number } }>(
    who,
    'GET',
    '/me',
  );
  const { full_name, phone_number, version } = me.body.profile;
  const renamed = await apiAs(who, 'PATCH', '/profile', {
    full_name,
    phone_number,
    company_name: company,
    version,
  });
  expect(renamed.status).toBe(200);
}

async function openDeal(n: number, buyer: Persona): Promise<string> {
  const listing = await createListing(seller, { name: `Jet Fuel ${tag} ${n}`, quantity: 1000 });
  const inquiry = await inquireOnListing(buyer, listing.id, 100);
  expect(inquiry.status).toBe(201);
  const accepted = await apiAs<{ deal_id: string }>(
    seller,
    'POST',
    `/marketplace/inquiries/${(inquiry.body as { id: string }).id}/accept`,
    {},
  );
  expect(accepted.status).toBeLessThan(300);
  return accepted.body.deal_id;
}

const moveTo = (dealId: string, stage: string) =>
  overrideStage(admin, dealId, stage, 'Arranged for the Deal Management test');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  let first: Persona;
  let second: Persona;
  [admin, seller, first, second] = await Promise.all([
    createPersona('admin'),
    createPersona('seller'),
    createPersona('buyer'),
    createPersona('buyer'),
  ]);
  buyers = [first, second];
  await Promise.all([
    renameCompany(seller, sellerCompany),
    ...buyers.map((b) => renameCompany(b, buyerCompany)),
  ]);
  for (let n = 1; n <= 12; n++) deals.push(await openDeal(n, buyers[n % 2]!));
  ongoing = deals[1]!;
  completed = deals[2]!;
  await moveTo(ongoing, 'final-spa-uploaded');
  await moveTo(completed, 'deal-closed');
});

async function signedInPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInThroughUi(page, admin.email, admin.password);
  return page;
}

async function screenshot(page: Page, name: string) {
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
  );
  await page.screenshot({ path: join(screens, name), fullPage: true });
}

async function expectNoSeriousViolations(page: Page) {
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
}

const rows = (page: Page) => page.getByTestId('deal-row');
const count = (page: Page, tab: string) => page.getByTestId(`count-${tab}`);

/**
 * Types a search and waits for its answer: the rows on screen until then may be the unsearched list,
 * which on a stack holding only this file's deals looks the same.
 */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse(
    (res) => res.url().includes('/admin/deals?') && new URL(res.url()).searchParams.get('q') === text,
  );
  await page.getByRole('searchbox', { name: 'Search deals' }).fill(text);
  await answered;
}

test("from the dashboard's View Deals: tabs with counts matching the rows, search and pages", async ({
  browser,
}) => {
  const page = await signedInPage(browser, 1280);
  await page.goto('/admin');
  await expectHeading(page, 'Admin Dashboard');
  const queue = await apiAs<{ documents: unknown[] }>(admin, 'GET', '/admin/deal-documents/pending');
  await expect(
    page.getByRole('button', { name: /^Document Reviews/ }).getByTestId('review-count'),
  ).toHaveText(String(queue.body.documents.length));
  const stats = await apiAs<{ deals: number }>(admin, 'GET', '/admin/stats');
  await expect(page.getByTestId('stat-deals')).toHaveText(String(stats.body.deals));
  expect(stats.body.deals).toBeGreaterThanOrEqual(12);

  await page.getByRole('button', { name: 'View Deals' }).click();
  await expect(page).toHaveURL(/\/admin\/deals$/);
  await expectHeading(page, 'Deal Management');
  await expect(page.getByRole('link', { name: /Back to Admin Dashboard/ })).toHaveAttribute('href', '/admin');

  await search(page, tag);
  await expect(count(page, 'all')).toHaveText('12');
  await expect(count(page, 'pending')).toHaveText('10');
  await expect(count(page, 'ongoing')).toHaveText('1');
  await expect(count(page, 'completed')).toHaveText('1');

  // All Deals, newest first: ten rows, then the last two on page 2
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first()).toHaveAttribute('data-deal-id', deals[11]!);
  const first = rows(page).first();
  await expect(first.locator('td[data-label="Buyer"]')).toHaveText(buyerCompany);
  await expect(first.locator('td[data-label="Seller"]')).toHaveText(sellerCompany);
  await expect(first.locator('td[data-label="Progress"]')).toContainText('10%');
  await expect(first.getByRole('progressbar')).toHaveAttribute('data-tone', 'warning');
  await expect(page.getByText(`Showing 1–10 of 12 deals · Page 1 of 2`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toHaveAttribute('data-deal-id', deals[1]!);
  await expect(rows(page).nth(1)).toHaveAttribute('data-deal-id', deals[0]!);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(rows(page)).toHaveCount(10);

  // each tab's rows are as many as its badge says
  await page.getByRole('tab', { name: /^Ongoing/ }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-deal-id', ongoing);
  await expect(rows(page).first().locator('td[data-label="Progress"]')).toContainText('50%');
  await expect(rows(page).first().getByRole('progressbar')).toHaveAttribute('data-tone', 'primary');
  await page.getByRole('tab', { name: /^Completed/ }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-deal-id', completed);
  await expect(rows(page).first().getByRole('progressbar')).toHaveAttribute('data-tone', 'success');
  await expect(rows(page).first()).toContainText('Completed');
  // a closed deal offers no Cancel
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /^Cancel/ }),
  ).toHaveCount(0);
  await page.getByRole('tab', { name: /^Pending/ }).click();
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText('Showing 1–10 of 10 deals')).toHaveCount(0);

  // by id, part of it, any case; nothing found
  await page.getByRole('tab', { name: /^All Deals/ }).click();
  await search(page, deals[5]!.toLowerCase());
  await expect(rows(page)).toHaveCount(1);
  await expect(count(page, 'all')).toHaveText('1');
  await search(page, `nothing like this ${tag}`);
  await expect(page.getByText('No deals match your search')).toBeVisible();
  await expect(count(page, 'all')).toHaveText('0');

  // the queue page (another remote) loads the queue into the SWR cache both remotes share; back on
  // Deal Management the badge still reads that cached queue as a count
  const queueLoaded = page.waitForResponse((r) => r.url().includes('/admin/deal-documents/pending'));
  await page.getByRole('button', { name: /^Document Reviews/ }).click();
  await expect(page).toHaveURL(/\/admin\/deal-reviews$/);
  await queueLoaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Document Reviews' })).toBeVisible();
  await expect(page.getByText('Loading documents…')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId('review-count')).toHaveText(/^\d+$/);
  await page.getByRole('button', { name: 'Deal Flow' }).click();
  await expect(page).toHaveURL(/\/deal-flow$/);
});

test('opens a deal, and cancels another with a reason (the deal answers it cancelled)', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 1280);
  await page.goto('/admin/deals');
  await search(page, deals[4]!);
  await expect(rows(page)).toHaveCount(1);
  await rows(page)
    .getByRole('link', { name: `Open Deal #${deals[4]}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/deal/${deals[4]}$`));
  await expect(page.getByTestId('deal-transaction-id')).toHaveText(deals[4]!);

  const target = deals[6]!;
  await page.goto('/admin/deals');
  await search(page, target);
  await expect(rows(page)).toHaveCount(1);
  await rows(page)
    .getByRole('button', { name: `Cancel Deal #${target}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Cancel Deal #${target}` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Cancel Deal' }).click();
  await expect(dialog.getByText('A reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The buyer withdrew before the SPA.');
  await dialog.getByRole('button', { name: 'Cancel Deal' }).click();
  await expectToast(page, 'Deal cancelled');
  await expect(dialog).toBeHidden();
  await expect(rows(page).first()).toContainText('Cancelled');
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /^Cancel/ }),
  ).toHaveCount(0);
  // the reason is kept on the deal as the parties' API answers it (storage is the integration tests' job)
  const cancelled = await apiAs<{ cancellation: { reason: string } | null }>(
    admin,
    'GET',
    `/deals/${target}`,
  );
  expect(cancelled.body.cancellation).toMatchObject({ reason: 'The buyer withdrew before the SPA.' });

  // the cancelled deal left Pending and stays under All Deals
  await search(page, tag);
  await expect(count(page, 'all')).toHaveText('12');
  await expect(count(page, 'pending')).toHaveText('9');
});

test("the server's refusal shows in the dialog (a deal cancelled meanwhile)", async ({ browser }) => {
  const page = await signedInPage(browser, 1280);
  const target = deals[7]!;
  await page.goto('/admin/deals');
  await search(page, target);
  await rows(page)
    .getByRole('button', { name: `Cancel Deal #${target}` })
    .click();
  // another admin cancels first
  const first = await apiAs(admin, 'POST', `/deals/${target}/commands`, { type: 'cancel', reason: 'First.' });
  expect(first.status).toBe(200);
  const dialog = page.getByRole('dialog', { name: `Cancel Deal #${target}` });
  await dialog.getByLabel('Reason').fill('Second.');
  await dialog.getByRole('button', { name: 'Cancel Deal' }).click();
  await expect(dialog.getByRole('alert')).toContainText('cancelled');
  await dialog.getByRole('button', { name: 'Keep Deal' }).click();
  await expect(rows(page).first()).toContainText('Cancelled');
  const kept = await apiAs<{ cancellation: { reason: string } | null }>(admin, 'GET', `/deals/${target}`);
  expect(kept.body.cancellation).toMatchObject({ reason: 'First.' });
});

for (const width of [1280, 390]) {
  test(`Deal Management at ${width} px (and the dashboard's quick actions): screenshots, axe, actions on screen`, async ({
    browser,
  }) => {
    // axe over a full table on a shared machine can take a while
    test.setTimeout(240_000);
    const page = await signedInPage(browser, width);
    await page.goto('/admin');
    const reviews = page.getByRole('button', { name: /^Document Reviews/ });
    await expect(reviews.getByTestId('review-count')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('stat-deals')).toHaveText(/^\d+$/);
    await screenshot(page, `admin-dashboard-deals-${width}.png`);
    await page.goto('/admin/deals');
    await expectHeading(page, 'Deal Management');
    await search(page, tag);
    await expect(rows(page)).toHaveCount(10);
    await expectNoSeriousViolations(page);
    await screenshot(page, `admin-deals-${width}.png`);
    // every tab and its count in sight (at 390 px they take two rows rather than scroll out of view)
    for (const tab of await page.getByRole('tablist').getByRole('tab').all()) {
      const tabBox = (await tab.boundingBox())!;
      expect(tabBox.x).toBeGreaterThanOrEqual(0);
      expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(width);
    }
    const action = rows(page)
      .first()
      .getByRole('link', { name: /^Open Deal/ });
    await action.scrollIntoViewIfNeeded();
    const box = await action.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    const overflow = await page.evaluate(() => {
      const root = (
        globalThis as unknown as {
          document: { documentElement: { scrollWidth: number; clientWidth: number } };
        }
      ).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

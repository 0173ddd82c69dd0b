import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractText } from 'unpdf';
import { dealWalk } from '../../../functions/test/support/deal-walk';
import { repoRoot } from '../../local/stack-file';
import { seriousViolations, settle } from '../support/a11y';
import { apiAs, createListing, inquireOnListing } from '../support/market-api';
import { createPersona, readItem, type Persona } from '../support/personas';
import { expectToast, signInThroughUi } from '../support/ui';

/**
 * After a deal closed (walked through the API), its closing panel in a browser: the buyer downloads the
 * closing dossier, whose text lists every approved document of the deal with its SHA-256, and rates
 * the seller with the star radio group; the seller's listing card in the marketplace then shows the new
 * rating and review count. An admin sees the dossier download too. Screenshots at 1280 px and 390 px
 * go to .local/screens/.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API bodies

const screens = join(repoRoot, '.local', 'screens');

let buyer: Persona;
let seller: Persona;
let admin: Persona;
let dealId: string;
let listingName: string;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  [buyer, seller, admin] = await Promise.all([
    createPersona('buyer'),
    createPersona('seller'),
    createPersona('admin'),
  ]);
  const tag = Date.now().toString(36);
  listingName = `Closing${tag} Gasoil`;
  const listing = await createListing(seller, { name: listingName, quantity: 3000 });
  const inquiry = await inquireOnListing(buyer, listing.id, 1000);
  expect(inquiry.status).toBe(201);
  const accepted = await apiAs<{ deal_id: string }>(
    seller,
    'POST',
    `/marketplace/inquiries/${(inquiry.body as { id: string }).id}/accept`,
    {},
  );
  expect(accepted.status).toBeLessThan(300);
  dealId = accepted.body.deal_id;
  const walk = dealWalk((who: Persona, method, path, body) =>
    apiAs<Json>(who, method as 'GET' | 'POST' | 'PUT', path, body),
  );
  await walk.closeDeal(seller, buyer, admin, dealId);
});

async function signedInPage(browser: Browser, who: Persona): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signInThroughUi(page, who.email, who.password);
  return page;
}

async function openDeal(page: Page) {
  await page.goto(`/deal/${dealId}`);
  // a closed deal's page reads the whole partition; the shared machine can be slow to answer
  await expect(page.getByTestId('current-step-panels')).toBeVisible({ timeout: 60_000 });
}

/** Both widths of the page as it is now, after an axe check at each. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screens, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const buyerPanel = (page: Page) => page.getByTestId('panel-buyer');

test('the buyer downloads the closing dossier: its text lists every approved document with its hash', async ({
  browser,
}) => {
  const page = await signedInPage(browser, buyer);
  await openDeal(page);
  const panel = buyerPanel(page);
  await expect(panel).toContainText('Congratulations!');
  await expect(panel.getByRole('heading', { name: 'Rate your counterparty' })).toBeVisible();
  await screenshots(page, 'deal-closing-buyer');

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download Closing Dossier' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Closing-Dossier-${dealId}.pdf`);
  const bytes = await readFile((await download.path())!);
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });

  const deal = (await apiAs<Json>(admin, 'GET', `/deals/${dealId}`)).body;
  const approved = (deal.documents as Json[]).filter(
    (d) => d.source !== 'platform' && d.review_status === 'approved',
  );
  expect(approved).toHaveLength(14);
  for (const doc of approved) {
    expect(text).toContain(doc.file.file_name);
    expect(text).toContain(`SHA-256: ${doc.file.sha256}`);
  }
  // the dossier's own hash is in the deal's history
  const issued = (deal.history as Json[]).find((e) => e.document?.type === 'closing-dossier');
  expect(issued?.document.sha256).toMatch(/^[0-9a-f]{64}$/);
  await page.context().close();
});

test("the buyer rates the seller with the stars; the seller's marketplace card shows the new rating and count", async ({
  browser,
}) => {
  const page = await signedInPage(browser, buyer);
  await openDeal(page);
  const panel = buyerPanel(page);
  const submit = panel.getByRole('button', { name: 'Submit Rating' });
  // no stars chosen: the form says so and sends nothing
  await submit.click();
  await expect(panel.getByRole('alert')).toHaveText('Please choose from 1 to 5 stars.');

  // the stars are a radio group: the keyboard moves between them
  await panel.locator('label[for="review-star-3"]').click();
  await expect(panel.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await panel.getByRole('radio', { name: '3 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await panel.getByLabel('Comment').fill('Documents on time, smooth title transfer.');
  await screenshots(page, 'deal-closing-rating-form');
  await submit.click();
  await expectToast(page, 'Thank you for rating the seller.');
  const stored = panel.getByTestId('my-review');
  await expect(stored).toContainText('4 of 5 stars');
  await expect(stored).toContainText('Documents on time, smooth title transfer.');
  await expect(panel.getByRole('button', { name: 'Submit Rating' })).toHaveCount(0);
  await screenshots(page, 'deal-closing-reviewed');

  const profile = await readItem(`USER#${seller.userId}`, 'PROFILE');
  expect(profile).toMatchObject({ review_count: 1, rating_sum: 4, rating: 4 });

  // the marketplace search replica catches up within a couple of seconds
  await expect
    .poll(
      async () => {
        const found = await apiAs<Json>(
          buyer,
          'GET',
          `/marketplace/listings?q=${encodeURIComponent(listingName)}`,
        );
        return (found.body?.items as Json[] | undefined)?.find((i) => i.name === listingName)?.review_count;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await page.goto(`/marketplace/buyer?q=${encodeURIComponent(listingName)}`);
  const card = page.getByTestId('market-card').filter({ hasText: listingName });
  await expect(card.getByTestId('card-rating')).toContainText('4.0', { timeout: 60_000 });
  await expect(card.getByTestId('card-rating')).toContainText('(1 review)');
  await page.context().close();
});

test('an admin downloads the closing dossier from the deal page', async ({ browser }) => {
  const page = await signedInPage(browser, admin);
  await openDeal(page);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('admin-dossier').getByRole('button', { name: 'Download Closing Dossier' }).click();
  const bytes = await readFile((await (await downloading).path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // admins do not review
  await expect(page.getByRole('heading', { name: 'Rate your counterparty' })).toHaveCount(0);
  await page.context().close();
});

import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { repoRoot } from '../../local/stack-file';
import { seriousViolations, settle } from '../support/a11y';
import { walk, type Json } from '../support/deal-setup';
import { pdfFile } from '../support/files';
import { apiAs, createListing, inquireOnListing } from '../support/market-api';
import { createPersona, type Persona } from '../support/personas';
import { signInContext } from '../support/session';
import { expectToast } from '../support/ui';

/**
 * A deal priced at a discount to Platts, set up through the API up to its Commercial Invoice stage:
 * the seller states the final unit price beside its invoice upload; without it the upload is refused
 * with the reason. Screenshots at 1280 px and 390 px go to .local/screens/.
 */

const screens = join(repoRoot, '.local', 'screens');

let seller: Persona;
let dealId: string;

test.beforeAll(async () => {
  const [buyer, admin] = await Promise.all([createPersona('buyer'), createPersona('admin')]);
  seller = await createPersona('seller');
  const listing = await createListing(seller, {
    name: `ULSD ${Date.now().toString(36)}`,
    quantity: 3000,
    price_type: 'discount',
    price: null,
    platts_reference: 'ULSD 10ppm CIF NWE',
    discount: 5,
  });
  const inquiry = await inquireOnListing(buyer, listing.id, 1000);
  expect(inquiry.status).toBe(201);
  const accepted = await apiAs<{ deal_id: string }>(
    seller,
    'POST',
    `/marketplace/inquiries/${(inquiry.body as { id: string }).id}/accept`,
    {},
  );
  dealId = accepted.body.deal_id;
  // the walk stops as the group opens, before the invoice (it states a price itself only when it uploads one)
  await walk.walkTo(seller, buyer, admin, dealId, 'commercial-invoice');
});

test('the seller states the final unit price with the commercial invoice of a discount-priced deal', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, seller);
  const page = await context.newPage();
  await page.goto(`/deal/${dealId}`);
  const panel = page.getByTestId('panel-seller');
  const price = panel.getByLabel('Final unit price (USD per metric ton)', { exact: true });
  await expect(price).toBeVisible();
  await expect(panel).toContainText(
    'priced at a discount of USD 5.00 per metric ton to Platts ULSD 10ppm CIF NWE',
  );

  await panel.getByLabel('Commercial Invoice', { exact: true }).setInputFiles(pdfFile('invoice-final.pdf'));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screens, `deal-final-price-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // without the price the server refuses the upload and says why
  await panel.getByRole('button', { name: 'Submit Commercial Invoice' }).click();
  await expectToast(page, 'State the final unit price with the commercial invoice');

  await price.fill('612.5');
  await panel.getByRole('button', { name: 'Submit Commercial Invoice' }).click();
  await expectToast(page, 'Commercial Invoice uploaded successfully');
  await expect(panel).toContainText('Final unit price stated: USD 612.50 per metric ton');
  const stored = await apiAs<Json>(seller, 'GET', `/deals/${dealId}`);
  expect(stored.body.snapshot.final_unit_price).toBe(612.5);
  await context.close();
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { repoRoot } from '../../local/stack-file';
import { seriousViolations, settle } from '../support/a11y';
import { pdfFile } from '../support/files';
import { apiAs, createListing, inquireOnListing } from '../support/market-api';
import { createPersona, readItem, type Persona } from '../support/personas';
import { expectToast, signInThroughUi } from '../support/ui';

/**
 * A mandate in the browser against the local stack: it opens the Mandate Dashboard, asks to be attached
 * to a deal with the Transaction ID its buyer gave it, the buyer confirms on the deal page, and the
 * mandate then sees the deal on its dashboard and on /deal/{id} read-only, without any download.
 * Screenshots at 1280 px and 390 px go to .local/screens/.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API bodies

const screens = join(repoRoot, '.local', 'screens');

let buyer: Persona;
let seller: Persona;
let mandate: Persona;
let admin: Persona;
let dealId: string;
let spaId: string;

test.describe.configure({ mode: 'serial' });

async function ok<T = Json>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  expect(status, `${what}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

/** The deal moves into its Initial SPA group with the seller's sanitized SPA approved by the platform. */
async function sellerSpaApproved() {
  await ok('proceed', apiAs(buyer, 'POST', `/deals/${dealId}/commands`, { type: 'proceed' }));
  const pdf = pdfFile('sanitized-spa.pdf');
  const ticket = await ok<Json>(
    'ticket',
    apiAs(seller, 'POST', `/deals/${dealId}/uploads`, {
      document_type: 'initial-spa',
      file_name: pdf.name,
      file_type: pdf.mimeType,
      size: pdf.buffer.length,
    }),
  );
  const form = new FormData();
  for (const [key, value] of Object.entries(ticket.fields as Record<string, string>)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(pdf.buffer)], { type: pdf.mimeType }), pdf.name);
  expect((await fetch(ticket.url as string, { method: 'POST', body: form })).status).toBeLessThan(300);
  const done = await ok<Json>(
    'complete',
    apiAs(seller, 'POST', `/deals/${dealId}/uploads/${ticket.upload_id}/complete`, {}),
  );
  spaId = (done.documents as Json[]).find((d) => d.document_type === 'initial-spa')!.document_id;
  await ok(
    'approve',
    apiAs(admin, 'POST', `/deals/${dealId}/commands`, {
      type: 'review-document',
      documentId: spaId,
      decision: 'approve',
    }),
  );
}

test.beforeAll(async () => {
  [buyer, seller, mandate, admin] = await Promise.all([
    createPersona('buyer'),
    createPersona('seller'),
    createPersona('mandate'),
    createPersona('admin'),
  ]);
  const listing = await createListing(seller, { name: `Gasoil ${Date.now().toString(36)}`, quantity: 3000 });
  const inquiry = await inquireOnListing(buyer, listing.id, 800);
  expect(inquiry.status).toBe(201);
  const accepted = await ok<{ deal_id: string }>(
    'accept',
    apiAs(seller, 'POST', `/marketplace/inquiries/${(inquiry.body as { id: string }).id}/accept`, {}),
  );
  dealId = accepted.deal_id;
  await sellerSpaApproved();
});

async function signedInPage(browser: Browser, who: Persona, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInThroughUi(page, who.email, who.password);
  return page;
}

async function expectNoSeriousViolations(page: Page) {
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
}

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

async function screenshot(page: Page, name: string) {
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
  );
  await page.screenshot({ path: join(screens, name), fullPage: true });
}

test('the mandate attaches with the Transaction ID: an unknown ID is refused in the dialog, then the request is sent', async ({
  browser,
}) => {
  const page = await signedInPage(browser, mandate, 1280);
  await page.goto('/mandate-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Mandate Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-total')).toContainText('0');
  await expect(page.getByTestId('no-active-deals')).toContainText('No active deals yet');
  await expect(page.getByRole('heading', { name: 'About Your Role' })).toBeVisible();
  await expect(page.getByTestId('column-pending')).toContainText('Progress of 20% or less');
  await expectNoSeriousViolations(page);
  await screenshot(page, 'mandate-dashboard-empty-1280.png');

  await page.getByRole('button', { name: 'Attach to Deal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach to Deal' });
  await expect(dialog.getByRole('radio', { name: 'Buyer' })).toBeChecked();
  await dialog.getByLabel('Transaction ID').fill('ZZZZZZZZZZ');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByTestId('attach-error')).toHaveText('Deal not found');
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('Transaction ID').fill(dealId.toLowerCase());
  await dialog.getByLabel('Commission (%)').fill('2.5');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(page, 'Request sent');
  await expect(dialog).toBeHidden();
  expect(await readItem(`DEAL#${dealId}`, 'MANDATE#buyer')).toMatchObject({
    status: 'pending',
    commission_percent: 2.5,
    party: 'buyer',
  });
  // still nothing to see until the buyer confirms
  await page.goto(`/deal/${dealId}`);
  await expect(page.getByTestId('deal-not-found')).toBeVisible();
  await expect(page).toHaveURL(/\/mandate-dashboard$/, { timeout: 10_000 });
  await page.context().close();
});

test('the buyer confirms the request on its deal page', async ({ browser }) => {
  const page = await signedInPage(browser, buyer, 1280);
  await page.goto(`/deal/${dealId}`);
  const card = page.getByTestId('mandate-requests');
  await expect(card.getByTestId('mandate-request')).toContainText(mandate.fullName);
  await expect(card).toContainText('Commission 2.5 %');
  await expect(card).toContainText('Buyer Mandate');
  await expectNoSeriousViolations(page);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screens, 'deal-mandate-requests-1280.png') });
  await card.getByRole('button', { name: /^Confirm/ }).click();
  // attaching agrees to the commission: the confirmation states it beside the deal
  const dialog = page.getByRole('dialog', { name: /^Attach .+ to this deal\?$/ });
  await expect(dialog).toContainText(mandate.fullName);
  await expect(dialog).toContainText('2.5 %');
  await expect(dialog).toContainText(`#${dealId}`);
  await dialog.getByRole('button', { name: 'Attach Mandate' }).click();
  await expectToast(page, 'Mandate attached');
  await expect(card.getByText('Attached', { exact: true })).toBeVisible();
  const member = await readItem(
    `DEAL#${dealId}`,
    `MEMBER#${(await readItem(`DEAL#${dealId}`, 'MANDATE#buyer'))!.mandate_id}`,
  );
  expect(member).toMatchObject({ role: 'mandate', side: 'buyer', state: 'active' });
  await page.context().close();
});

for (const width of [1280, 390]) {
  test(`at ${width} px the mandate sees the deal on its dashboard and on the deal page, read-only, without downloads`, async ({
    browser,
  }) => {
    const detail = await ok<Json>('mandate view', apiAs(mandate, 'GET', `/deals/${dealId}`));
    expect(detail.role).toBe('mandate');
    const page = await signedInPage(browser, mandate, width);
    await page.goto('/mandate-dashboard');
    const row = page.getByTestId('mandate-deal-row');
    await expect(row).toHaveCount(1);
    // the deal is named by its trade ticket (800 MT of the listing, at its USD 700.00 per MT), the
    // parties as the mandate knows them, and who it awaits
    const headline = `800 MT ${detail.product}`;
    await expect(row.getByTestId('mandate-deal-ticket')).toHaveText(
      `USD 700.00 / MT · USD 560,000.00 · CIF Rotterdam · ${detail.buyer_label} ↔ ${detail.seller_label}`,
    );
    const awaited = detail.next as Json[];
    expect(awaited.length).toBeGreaterThan(0);
    await expect(row.getByTestId('awaiting-line')).toContainText(`: ${awaited[0]!.action}`);
    await expect(row.getByRole('link', { name: headline })).toHaveAttribute('href', `/deal/${dealId}`);
    await expect(row).toContainText(detail.stage_label);
    await expect(row).toContainText('Buyer Mandate');
    await expect(row.getByLabel(`${detail.progress}% complete`)).toHaveText(`${detail.progress}%`);
    await expect(page.getByTestId('stat-total')).toContainText('1');
    await expect(page.getByTestId('stat-pending')).toContainText('1');
    await expect(page.getByTestId('column-pending')).toContainText(headline);
    await expect(page.getByText('2 active users (buyers and sellers) across these deals')).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `mandate-dashboard-${width}.png`);

    await row.getByRole('link', { name: headline }).click();
    await expect(page).toHaveURL(new RegExp(`/deal/${dealId}$`));
    await expect(page.getByTestId('mandate-read-only')).toHaveText('A mandate follows the deal read-only.');
    await expect(page.getByRole('link', { name: '← Back to Mandate Dashboard' })).toBeVisible();
    await expect(page.getByTestId('current-step-panels')).toHaveCount(0);
    await expect(page.getByTestId('mandate-requests')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Documents' }).click();
    // a party's document under its neutral name ('initial-spa-v1.pdf') for anyone but its uploader
    const doc = page.getByTestId('document-row').filter({ hasText: 'Sanitized Initial SPA' });
    await expect(doc).toContainText('Approved');
    await expect(doc).toContainText('Not available');
    await expect(page.getByRole('button', { name: /^Download/ })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `mandate-deal-${width}.png`);

    const download = await apiAs<Json>(mandate, 'GET', `/deals/${dealId}/documents/${spaId}/download`);
    expect(download).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'A mandate follows the deal read-only.' }),
    });
    await page.context().close();
  });
}

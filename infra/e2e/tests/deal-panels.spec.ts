import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../../local/stack-file';
import { seriousViolations, settle } from '../support/a11y';
import { expectDealConfirmation } from '../support/confirm';
import { pdfFile, pngFile, type FilePayload } from '../support/files';
import { apiAs, createListing, inquireOnListing } from '../support/market-api';
import { createPersona, type Persona } from '../support/personas';
import { expectHeading, expectToast, signInThroughUi } from '../support/ui';

/**
 * The deal's task panels and the platform's review in a browser against the local stack, on a deal
 * opened by accepting an inquiry through the API: the buyer proceeds, the seller downloads the initial
 * SPA template and uploads the sanitized SPA, the admin requests changes (first without a comment),
 * the seller reads the comment and uploads version 2, the admins' queue lists it, the admin approves
 * and the buyer accepts the SPA, which opens the proof documents. Stages are checked through the API.
 * Screenshots at 1280 px and 390 px go to .local/screens/.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API bodies

const screens = join(repoRoot, '.local', 'screens');

let buyer: Persona;
let seller: Persona;
let admin: Persona;
let dealId: string;
let dealName: string;

// one deal carried through in order
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  [buyer, seller, admin] = await Promise.all([
    createPersona('buyer'),
    createPersona('seller'),
    createPersona('admin'),
  ]);
  const listing = await createListing(seller, {
    name: `Gasoil 0.1 ${Date.now().toString(36)}`,
    quantity: 4000,
  });
  const inquiry = await inquireOnListing(buyer, listing.id, 1500);
  expect(inquiry.status).toBe(201);
  const accepted = await apiAs<{ deal_id: string }>(
    seller,
    'POST',
    `/marketplace/inquiries/${(inquiry.body as { id: string }).id}/accept`,
    {},
  );
  expect(accepted.status).toBeLessThan(300);
  dealId = accepted.body.deal_id;
  dealName = (await apiAs<Json>(buyer, 'GET', `/deals/${dealId}`)).body.name;
});

async function signedInPage(browser: Browser, who: Persona, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signInThroughUi(page, who.email, who.password);
  return page;
}

async function openDeal(page: Page) {
  await page.goto(`/deal/${dealId}`);
  await expect(page.getByTestId('current-step-panels')).toBeVisible();
}

async function storedStage(): Promise<string> {
  const answer = await apiAs<Json>(admin, 'GET', `/deals/${dealId}`);
  return answer.body.stage as string;
}

async function expectNoSeriousViolations(page: Page) {
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
}

/** Both widths of the page as it is now, after an axe check at each. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: join(screens, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Chooses a file through the browser's file chooser, as a user clicking the input does. */
async function chooseFile(page: Page, label: string, file: FilePayload) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(label, { exact: true }).click();
  await (await chooser).setFiles(file);
}

const sellerPanel = (page: Page) => page.getByTestId('panel-seller');
const buyerPanel = (page: Page) => page.getByTestId('panel-buyer');

test('the buyer proceeds from the deal page, accepting the FCO terms; the seller side waits for the buyer', async ({
  browser,
}) => {
  const page = await signedInPage(browser, buyer);
  await openDeal(page);
  await expect(buyerPanel(page)).toContainText('Proceed to the next stage');
  await expect(sellerPanel(page).getByRole('button')).toHaveCount(0);
  await screenshots(page, 'deal-panels-buyer-proceed');

  // Proceed asks first, naming what is accepted; Cancel leaves the deal where it was
  await buyerPanel(page).getByRole('button', { name: 'Proceed' }).click();
  // the deal holds the listing's FCO from its opening: the dialog names that document
  let dialog = await expectDealConfirmation(page, buyer, dealId, 'Accept the FCO terms?', [
    'Full Corporate Offer (FCO), version 1',
  ]);
  await screenshots(page, 'deal-panels-confirm-proceed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedStage()).toBe('inquiry-submitted');

  await buyerPanel(page).getByRole('button', { name: 'Proceed' }).click();
  dialog = page.getByRole('dialog', { name: 'Accept the FCO terms?' });
  await dialog.getByRole('button', { name: 'Accept FCO Terms' }).click();
  await expectToast(page, 'Your submission has been received.');
  await expect(dialog).toBeHidden();
  await expect(buyerPanel(page).getByRole('button', { name: 'Proceed' })).toHaveCount(0);
  expect(await storedStage()).toBe('fco-tc-accepted');
  await expect(sellerPanel(page)).toContainText('Waiting for the seller to upload the sanitized initial SPA');
  // the initial SPA group has a due date from the moment it opens
  await expect(buyerPanel(page).getByTestId('due-date')).toHaveText(/^Due [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await page.context().close();
});

test('the seller downloads the initial SPA template and uploads the sanitized SPA through the panel', async ({
  browser,
}) => {
  const page = await signedInPage(browser, seller);
  await openDeal(page);
  const panel = sellerPanel(page);

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download Template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const submit = panel.getByRole('button', { name: 'Submit Sanitized Initial SPA' });
  await expect(submit).toBeDisabled();
  await expect(panel.getByLabel('Sanitized Initial SPA', { exact: true })).toHaveAttribute(
    'accept',
    '.pdf,.doc,.docx',
  );
  // a picture is refused before any upload
  await chooseFile(page, 'Sanitized Initial SPA', pngFile('spa.png'));
  await expectToast(page, 'Invalid file type');
  await expect(submit).toBeDisabled();

  const spa = pdfFile('sanitized-spa.pdf', 'Sanitized SPA v1');
  await chooseFile(page, 'Sanitized Initial SPA', spa);
  await expectToast(page, 'File Selected');
  await expectToast(page, 'sanitized-spa.pdf is ready to be uploaded.');
  await expect(panel).toContainText(`sanitized-spa.pdf (${(spa.buffer.length / 1024).toFixed(1)} KB)`);
  await expect(submit).toBeEnabled();
  await screenshots(page, 'deal-panels-seller-upload');
  await submit.click();
  await expectToast(page, 'Sanitized Initial SPA uploaded successfully');
  await expect(panel.getByTestId('document-status-initial-spa')).toContainText('Pending Review');
  await expect(panel.getByRole('button', { name: 'Submit Sanitized Initial SPA' })).toHaveCount(0);
  expect(await storedStage()).toBe('sanitized-spa-submitted');
  await page.context().close();
});

test('the admin requests changes on the SPA: first without a comment (Comment Required), then with one', async ({
  browser,
}) => {
  const page = await signedInPage(browser, admin);
  await openDeal(page);
  const review = page.getByTestId('document-review-panel');
  const item = review.getByTestId('review-document');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Sanitized Initial SPA');
  await expect(item).toContainText('sanitized-spa.pdf');
  await expect(item).toContainText('application/pdf');
  await expect(item).toContainText(/\d+\.\d KB/);
  await expect(page.getByTestId('platform-awaiting')).toContainText(
    'Waiting for the platform to review the sanitized initial SPA',
  );
  await screenshots(page, 'deal-panels-admin-review');

  await item.getByRole('button', { name: 'Request Changes' }).click();
  await expectToast(page, 'Comment Required');
  await expectToast(page, 'Please provide feedback when requesting changes');
  await item.getByRole('button', { name: 'Deny' }).click();
  await expectToast(page, 'Please provide feedback when rejecting a document');

  await item.getByLabel('Comment').fill('Please remove the bank details from page 2.');
  await item.getByRole('button', { name: 'Request Changes' }).click();
  await expectToast(page, 'Changes Requested');
  await expect(review).toContainText('No documents awaiting review');
  await page.context().close();
});

test("the seller reads the reviewer's comment and uploads version 2", async ({ browser }) => {
  const page = await signedInPage(browser, seller, 390);
  await openDeal(page);
  const panel = sellerPanel(page);
  await expect(panel.getByTestId('document-status-initial-spa')).toContainText('Changes Requested');
  await expect(panel).toContainText("Reviewer's comment: Please remove the bank details from page 2.");
  await chooseFile(page, 'Sanitized Initial SPA (version 2)', pdfFile('sanitized-spa-v2.pdf', 'SPA v2'));
  await expectToast(page, 'sanitized-spa-v2.pdf is ready to be uploaded.');
  await screenshots(page, 'deal-panels-seller-version-2');
  await panel.getByRole('button', { name: 'Submit Sanitized Initial SPA' }).click();
  await expectToast(page, 'Sanitized Initial SPA uploaded successfully');
  await expect(panel.getByTestId('document-status-initial-spa')).toContainText('version 2');
  await expect(panel.getByTestId('document-status-initial-spa')).toContainText('Pending Review');
  await page.context().close();
});

test("the admins' review queue lists the pending version 2; the admin approves it on the deal's page", async ({
  browser,
}) => {
  const page = await signedInPage(browser, admin);
  await page.goto('/admin/deal-reviews');
  await expectHeading(page, 'Document Reviews');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: dealName }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sanitized Initial SPA');
  await expect(row).toContainText('sanitized-spa-v2.pdf');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await screenshots(page, 'deal-reviews-queue');

  await row.getByRole('link', { name: dealName }).click();
  await expect(page).toHaveURL(new RegExp(`/deal/${dealId}$`));
  const item = page.getByTestId('review-document');
  await expect(item).toContainText('sanitized-spa-v2.pdf');
  await item.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Document Approved');
  await expect(page.getByTestId('document-review-panel')).toContainText('No documents awaiting review');
  await page.context().close();
});

test('the buyer downloads the approved SPA and submits the review; the deal moves to the proof documents', async ({
  browser,
}) => {
  const page = await signedInPage(browser, buyer);
  await openDeal(page);
  const panel = buyerPanel(page);
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download Sanitized SPA' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
  await screenshots(page, 'deal-panels-buyer-review');

  // Submit Review accepts version 2 of the sanitized SPA: the dialog says so; Cancel accepts nothing
  await panel.getByRole('button', { name: 'Submit Review' }).click();
  const dialog = await expectDealConfirmation(page, buyer, dealId, 'Accept the sanitized initial SPA?', [
    'Sanitized initial SPA, version 2',
  ]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const before = await storedStage();
  expect(before).not.toBe('proof-docs-uploaded');

  await panel.getByRole('button', { name: 'Submit Review' }).click();
  await dialog.getByRole('button', { name: 'Accept SPA Version 2' }).click();
  await expectToast(page, 'Your submission has been received.');
  expect(await storedStage()).toBe('proof-docs-uploaded');
  await expect(panel.getByRole('button', { name: 'Submit Proof of Funds' })).toBeVisible();
  await expect(panel.getByLabel('Proof of Funds', { exact: true })).toHaveAttribute(
    'accept',
    '.pdf,.doc,.docx,.jpg,.jpeg,.png',
  );
  await screenshots(page, 'deal-panels-buyer-proof');
  await page.context().close();
});

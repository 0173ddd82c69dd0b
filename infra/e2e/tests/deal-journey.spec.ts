import { expect, test, type Locator, type Page } from '@playwright/test';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  dealDocumentTypes,
  stageInfo,
  type DealDocumentType,
  type DealPartyRole,
} from '@portal/contracts/deal-stages';
import { readFile } from 'node:fs/promises';
import { zipOf } from '../../../functions/test/support/office-files';
import { localStack } from '../../local/personas';
import { pdfFile, pngFile, type FilePayload } from '../support/files';
import { apiAs, createListing, inquireOnListing } from '../support/market-api';
import { createPersona, readItem, type Persona } from '../support/personas';
import { expectToast, signInThroughUi } from '../support/ui';

/**
 * One deal from the accepted inquiry to its closing, driven through the browser by its three actors,
 * each in a browser context of its own: the buyer, the seller and an admin (the platform's reviewer).
 * Only the personas and the accepted inquiry are made through the API. Every document is chosen in a
 * task panel's file input (real PDF, PNG and ZIP bytes, as the document type takes them), every review
 * is made on /deal/{id}, one returned document comes back as version 2, the seller's inspection form
 * shows its validation, both title-transfer confirmations are given. After each group the deal item is
 * read from the table (stage and progress). On the way: the buyer does not see the seller's document
 * before the platform approved it, and learns the seller's company name only from the ICPO group on.
 * At the end the History tab lists every step with its actor and time.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API bodies

const local = localStack();

let buyer: Persona;
let seller: Persona;
let admin: Persona;
let dealId: string;
const pages = {} as Record<DealPartyRole | 'admin', Page>;
const spaFeedback = 'Please remove the bank details from page 2.';
const pageErrors: string[] = [];
const consoleErrors: string[] = [];

// ---------------------------------------------------------------------------------------------------
// Files (the server checks the bytes against the declared type)

function zipFile(name: string, label: string): FilePayload {
  return {
    name,
    mimeType: 'application/zip',
    buffer: zipOf([
      { name: 'certificate.txt', content: `${label} ${Date.now()}` },
      { name: 'analysis.txt', content: 'Sulphur 10 ppm, density 0.845' },
    ]),
  };
}

const files = {
  spaV1: pdfFile('sanitized-spa.pdf', 'Sanitized initial SPA v1'),
  spaV2: pdfFile('sanitized-spa-v2.pdf', 'Sanitized initial SPA v2'),
  proofOfProduct: zipFile('proof-of-product.zip', 'Certificate of origin'),
  proofOfFunds: pngFile('bank-statement.png'),
  finalSpa: pdfFile('final-spa.pdf', 'Final SPA'),
  finalSpaSigned: pdfFile('final-spa-signed.pdf', 'Final SPA signed by the buyer'),
  icpo: pdfFile('icpo.pdf', 'ICPO of the buyer'),
  icpoSigned: pdfFile('icpo-signed.pdf', 'ICPO signed by the seller'),
  commercialInvoice: pdfFile('commercial-invoice.pdf', 'Commercial invoice'),
  sellerInvoiceSigned: pdfFile('seller-invoice-signed.pdf', 'Seller invoice signed'),
  servalInvoiceSigned: pdfFile('provider-invoice-signed.pdf', 'Product-provider invoice signed'),
  paymentInstructions: pdfFile('seller-bank-instructions.pdf', 'Beneficiary and IBAN of the seller'),
  sellerPayment: pngFile('seller-payment.png'),
  feePayment: pdfFile('fee-payment.pdf', 'Platform fee transfer'),
  inspectionReport: zipFile('inspection-report.zip', 'Inspection report'),
};

// ---------------------------------------------------------------------------------------------------
// Helpers

const title = (type: DealDocumentType) => dealDocumentTypes[type].title;
const panelOf = (page: Page, side: DealPartyRole) => page.getByTestId(`panel-${side}`);

/** The deal's page as it is now on the server (a party's page does not follow the others' changes). */
async function openDeal(page: Page): Promise<void> {
  await page.goto(`/deal/${dealId}`);
  await expect(
    page.getByTestId('current-step-panels'),
    `the page of deal ${dealId} shows its panels`,
  ).toBeVisible();
}

/** The deal item in the table (ConsistentRead), polled until it shows `stage` and `progress`. */
async function expectStored(stage: string, progress: number, extra: Json = {}): Promise<Json> {
  await expect
    .poll(
      async () => {
        const item = await readItem(`DEAL#${dealId}`, 'DEAL');
        if (!item) return 'no deal item';
        return {
          stage: item.stage,
          progress: item.progress,
          ...Object.fromEntries(Object.keys(extra).map((key) => [key, item[key]])),
        };
      },
      { message: `the deal item in the table should be at ${stage} (${progress} %)`, timeout: 20_000 },
    )
    .toEqual({ stage, progress, ...extra });
  return (await readItem(`DEAL#${dealId}`, 'DEAL')) as Json;
}

/** The page's Progress card at `stage`. */
async function expectPageAt(page: Page, stage: string, progress: number): Promise<void> {
  const card = page.getByTestId('progress-card');
  await expect(card.getByTestId('current-step'), `the Progress card names ${stage}`).toHaveText(
    stageInfo(stage).label,
  );
  await expect(card.getByRole('progressbar', { name: 'Deal progress' })).toHaveAttribute(
    'aria-valuenow',
    String(progress),
  );
}

interface Choice {
  type: DealDocumentType;
  file: FilePayload;
  version?: number;
}

/**
 * Chooses each file in the side's panel (its file input, labelled with the document's title), presses
 * the panel's submit button and waits until each document is listed in the panel as pending review.
 */
async function uploadInPanel(page: Page, side: DealPartyRole, submitLabel: string, choices: Choice[]) {
  const panel = panelOf(page, side);
  for (const { type, file, version = 1 } of choices) {
    const label = version > 1 ? `${title(type)} (version ${version})` : title(type);
    const input = panel.getByLabel(label, { exact: true });
    await expect(input, `the ${side}'s panel offers the upload '${label}'`).toBeVisible();
    await input.setInputFiles(file);
    await expectToast(page, `${file.name} is ready to be uploaded.`);
  }
  const submit = panel.getByRole('button', { name: submitLabel, exact: true });
  await expect(submit, `'${submitLabel}' is enabled once the files are chosen`).toBeEnabled();
  await submit.click();
  for (const { type, file, version = 1 } of choices) {
    const status = panel.getByTestId(`document-status-${type}`);
    await expect(status, `the ${side}'s panel lists ${title(type)} version ${version}`).toContainText(
      `version ${version} · ${file.name}`,
    );
    await expect(status, `${title(type)} awaits the platform's review`).toContainText('Pending Review');
  }
  await expectToast(page, `${title(choices.at(-1)!.type)} uploaded successfully`);
}

/** The admin's review card of a document version on the deal page. */
function reviewCard(type: DealDocumentType, version = 1): Locator {
  return pages.admin.getByRole('article', { name: `${title(type)} version ${version}`, exact: true });
}

/** The admin opens the deal and approves each of these documents (version 1 unless given) in its card. */
async function approve(...documents: Array<DealDocumentType | [DealDocumentType, number]>) {
  const page = pages.admin;
  await openDeal(page);
  for (const document of documents) {
    const [type, version] = Array.isArray(document) ? document : [document, 1];
    const card = reviewCard(type, version);
    await expect(card, `the admin's review panel offers ${title(type)} version ${version}`).toBeVisible();
    await card.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(card, `${title(type)} version ${version} leaves the review panel once approved`).toHaveCount(
      0,
    );
    await expect(
      page
        .getByTestId('toast')
        .filter({ hasText: 'Document Approved' })
        .filter({ hasText: `${title(type)} (version ${version})` })
        .first(),
    ).toBeVisible();
  }
}

/** Presses a download button and answers the downloaded bytes. */
async function download(page: Page, button: Locator): Promise<Buffer> {
  const started = page.waitForEvent('download');
  await button.click();
  const file = await started;
  const path = await file.path();
  expect(path, `the download of ${file.suggestedFilename()} completed`).toBeTruthy();
  return readFile(path!);
}

/** The Documents tab's rows (after the tab fetched the deal again). */
async function documentRows(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(
    page.getByTestId('deal-documents').or(page.getByTestId('documents-empty')),
    'the Documents tab lists the documents or says there are none',
  ).toBeVisible();
  return page.getByTestId('document-row');
}

const sellerCompanyRow = (page: Page) =>
  page.getByTestId('deal-specification').locator('dd[data-field="Seller Company"]');

/** The buyer's deal page does not name the seller's company anywhere (Deal Details tab selected). */
async function expectSellerCompanyHidden(page: Page) {
  await page.getByRole('tab', { name: 'Deal Details' }).click();
  await expect(page.getByTestId('deal-specification').locator('dd[data-field="Seller"]')).toBeVisible();
  await expect(sellerCompanyRow(page), 'no Seller Company row before the ICPO group').toHaveCount(0);
  await expect(
    page.locator('body'),
    "the seller's company name is not on the buyer's page",
  ).not.toContainText(seller.companyName);
}

// ---------------------------------------------------------------------------------------------------

test.describe('one deal from the accepted inquiry to its closing, through the browser', () => {
  // One deal carried through in order; each group is a test. Two cores share the emulators, the gateway
  // and three Chromium pages: every step gets time.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  // ---------------------------------------------------------------------------------------------------
  // Setup: three personas, a listing, an inquiry the seller accepts (the deal opens), three signed-in pages

  test.beforeAll(async ({ browser }) => {
    [buyer, seller, admin] = await Promise.all([
      createPersona('buyer'),
      createPersona('seller'),
      createPersona('admin'),
    ]);
    const listing = await createListing(seller, {
      name: `Jet A1 Journey ${Date.now().toString(36)}`,
      quantity: 3000,
    });
    const inquiry = await inquireOnListing(buyer, listing.id, 1000);
    expect(inquiry.status, `the buyer's inquiry: ${JSON.stringify(inquiry.body)}`).toBe(201);
    const accepted = await apiAs<{ deal_id: string }>(
      seller,
      'POST',
      `/marketplace/inquiries/${(inquiry.body as { id: string }).id}/accept`,
      {},
    );
    expect(accepted.status, `the seller accepts the inquiry: ${JSON.stringify(accepted.body)}`).toBeLessThan(
      300,
    );
    dealId = accepted.body.deal_id;

    for (const [role, who] of [
      ['buyer', buyer],
      ['seller', seller],
      ['admin', admin],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        acceptDownloads: true,
      });
      const page = await context.newPage();
      // what the pages report as broken along the way (checked at the end)
      page.on('pageerror', (error) => pageErrors.push(`${role}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${role}: ${message.text()}`);
      });
      await signInThroughUi(page, who.email, who.password);
      pages[role] = page;
    }
  });

  test.afterAll(async () => {
    for (const page of Object.values(pages)) await page.context().close();
  });

  // ---------------------------------------------------------------------------------------------------

  test('1 Deal Initiated: the buyer proceeds, accepting the FCO terms', async () => {
    await expectStored('inquiry-submitted', 10);
    const page = pages.buyer;
    await openDeal(page);
    await expectPageAt(page, 'inquiry-submitted', 10);
    await expectSellerCompanyHidden(page);
    await panelOf(page, 'buyer').getByRole('button', { name: 'Proceed', exact: true }).click();
    await expectToast(page, 'Your submission has been received.');
    await expect(panelOf(page, 'buyer').getByRole('button', { name: 'Proceed' })).toHaveCount(0);
    await expectPageAt(page, 'fco-tc-accepted', 20);
    await expectStored('fco-tc-accepted', 20);
  });

  test('2 Initial SPA: uploaded, hidden from the buyer, returned for changes, version 2 approved, accepted by the buyer', async () => {
    const sellerPage = pages.seller;
    await openDeal(sellerPage);
    await uploadInPanel(sellerPage, 'seller', 'Submit Sanitized Initial SPA', [
      { type: 'initial-spa', file: files.spaV1 },
    ]);
    await expectStored('sanitized-spa-submitted', 20);

    // the buyer sees neither the unapproved SPA nor anything to do with it
    const buyerPage = pages.buyer;
    await openDeal(buyerPage);
    await expect(panelOf(buyerPage, 'buyer').getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
    const early = await documentRows(buyerPage);
    await expect(
      early.filter({ hasText: title('initial-spa') }),
      'the unapproved SPA is not listed for the buyer',
    ).toHaveCount(0);
    await expect(buyerPage.getByTestId('documents-empty')).toHaveText('No documents yet');

    // the admin returns it with a comment
    const adminPage = pages.admin;
    await openDeal(adminPage);
    const card = reviewCard('initial-spa', 1);
    await expect(card).toContainText(files.spaV1.name);
    await card.getByLabel('Comment').fill(spaFeedback);
    await card.getByRole('button', { name: 'Request Changes', exact: true }).click();
    await expectToast(adminPage, 'Changes Requested');
    await expect(card).toHaveCount(0);
    await expectStored('sanitized-spa-submitted', 20);

    // the seller reads the comment and uploads version 2
    await openDeal(sellerPage);
    const status = panelOf(sellerPage, 'seller').getByTestId('document-status-initial-spa');
    await expect(status).toContainText('Changes Requested');
    await expect(panelOf(sellerPage, 'seller')).toContainText(`Reviewer's comment: ${spaFeedback}`);
    await uploadInPanel(sellerPage, 'seller', 'Submit Sanitized Initial SPA', [
      { type: 'initial-spa', file: files.spaV2, version: 2 },
    ]);

    // still hidden from the buyer until approved
    await openDeal(buyerPage);
    await documentRows(buyerPage);
    await expect(
      buyerPage.getByTestId('documents-empty'),
      'version 2 is not listed for the buyer before approval',
    ).toBeVisible();

    await approve(['initial-spa', 2]);

    // now the buyer sees version 2 (only), downloads it and accepts it
    await openDeal(buyerPage);
    const rows = await documentRows(buyerPage);
    const spaRows = rows.filter({ hasText: title('initial-spa') });
    await expect(spaRows, 'the buyer sees the approved SPA, and only its approved version').toHaveCount(1);
    await expect(spaRows).toContainText(files.spaV2.name);
    await expect(spaRows).toContainText('Approved');
    await expect(rows.filter({ hasText: files.spaV1.name })).toHaveCount(0);
    const panel = panelOf(buyerPage, 'buyer');
    const bytes = await download(buyerPage, panel.getByRole('button', { name: 'Download Sanitized SPA' }));
    expect(bytes.equals(files.spaV2.buffer), 'the buyer downloads the bytes of version 2').toBe(true);
    await panel.getByRole('button', { name: 'Submit Review', exact: true }).click();
    await expectToast(buyerPage, 'Your submission has been received.');
    await expectPageAt(buyerPage, 'proof-docs-uploaded', 30);
    await expectStored('proof-docs-uploaded', 30);
  });

  test('3 Proof Documents: a ZIP of proofs and the proof of funds, both approved', async () => {
    await openDeal(pages.seller);
    await uploadInPanel(pages.seller, 'seller', 'Submit Proof of Product', [
      { type: 'proof-documents', file: files.proofOfProduct },
    ]);
    await openDeal(pages.buyer);
    await uploadInPanel(pages.buyer, 'buyer', 'Submit Proof of Funds', [
      { type: 'proof-of-funds', file: files.proofOfFunds },
    ]);
    await expectStored('proof-docs-uploaded', 30);
    await approve('proof-documents', 'proof-of-funds');
    await expectPageAt(pages.admin, 'information-exchange', 40);
    await expectStored('information-exchange', 40);
  });

  test('4 Verification: the parties wait; the admin completes it with a note', async () => {
    await openDeal(pages.buyer);
    await expect(panelOf(pages.buyer, 'buyer')).toContainText('Your documents are under review.');
    await openDeal(pages.seller);
    await expect(panelOf(pages.seller, 'seller')).toContainText('Document verification is in progress.');

    const page = pages.admin;
    await openDeal(page);
    const review = page.getByTestId('document-review-panel');
    await review.getByRole('button', { name: 'Complete Verification' }).click();
    await expect(review.getByText('A verification note is required')).toBeVisible();
    await expectStored('information-exchange', 40);
    await review.getByLabel('Verification note').fill('Parties and proofs verified against the registry.');
    await review.getByRole('button', { name: 'Complete Verification' }).click();
    await expectToast(page, 'Your submission has been received.');
    await expect(review.getByRole('button', { name: 'Complete Verification' })).toHaveCount(0);
    await expectPageAt(page, 'final-spa-uploaded', 50);
    const item = await expectStored('final-spa-uploaded', 50);
    expect(item.confirmations?.verification?.note).toBe('Parties and proofs verified against the registry.');
  });

  test("5 Final SPA: the seller's SPA, signed by the buyer; the seller's company is still hidden", async () => {
    await openDeal(pages.buyer);
    await expectSellerCompanyHidden(pages.buyer);
    await expect(panelOf(pages.buyer, 'buyer')).toContainText(
      'The final SPA appears here once the platform has approved it.',
    );

    await openDeal(pages.seller);
    await uploadInPanel(pages.seller, 'seller', 'Submit Final SPA', [
      { type: 'final-spa', file: files.finalSpa },
    ]);
    await expectStored('final-spa-uploaded', 50);
    await approve('final-spa');

    const buyerPage = pages.buyer;
    await openDeal(buyerPage);
    const bytes = await download(
      buyerPage,
      panelOf(buyerPage, 'buyer').getByRole('button', { name: 'Download Agreement' }),
    );
    expect(bytes.equals(files.finalSpa.buffer), "the buyer downloads the seller's final SPA").toBe(true);
    await uploadInPanel(buyerPage, 'buyer', 'Submit Signed Agreement', [
      { type: 'final-spa-signed', file: files.finalSpaSigned },
    ]);
    await expectStored('final-spa-countersigned', 50);
    await expectSellerCompanyHidden(buyerPage);

    await approve('final-spa-signed');
    await expectPageAt(pages.admin, 'icpo-uploaded', 60);
    await expectStored('icpo-uploaded', 60);
  });

  test("6 ICPO: the buyer learns the seller's company and uploads the ICPO; the seller signs it", async () => {
    const buyerPage = pages.buyer;
    await openDeal(buyerPage);
    await expect(panelOf(buyerPage, 'buyer')).toContainText(`Address the ICPO to: ${seller.companyName}`);
    await buyerPage.getByRole('tab', { name: 'Deal Details' }).click();
    await expect(
      sellerCompanyRow(buyerPage),
      'the Deal Details name the seller company from the ICPO group on',
    ).toHaveText(seller.companyName);
    await uploadInPanel(buyerPage, 'buyer', 'Submit ICPO', [{ type: 'icpo', file: files.icpo }]);
    await expectStored('icpo-uploaded', 60);
    await approve('icpo');

    const sellerPage = pages.seller;
    await openDeal(sellerPage);
    const bytes = await download(
      sellerPage,
      panelOf(sellerPage, 'seller').getByRole('button', { name: 'Download ICPO' }),
    );
    expect(bytes.equals(files.icpo.buffer), "the seller downloads the buyer's ICPO").toBe(true);
    await uploadInPanel(sellerPage, 'seller', 'Submit Signed ICPO', [
      { type: 'icpo-signed', file: files.icpoSigned },
    ]);
    await expectStored('icpo-countersigned', 60);
    // the seller never learns the buyer's company
    await sellerPage.getByRole('tab', { name: 'Deal Details' }).click();
    await expect(sellerPage.locator('body')).not.toContainText(buyer.companyName);

    await approve('icpo-signed');
    await expectPageAt(pages.admin, 'invoice-uploaded', 70);
    await expectStored('invoice-uploaded', 70);
  });

  test("7 Commercial Invoice: the seller's invoice; the buyer signs it and the product-provider invoice", async () => {
    await openDeal(pages.seller);
    await uploadInPanel(pages.seller, 'seller', 'Submit Commercial Invoice', [
      { type: 'commercial-invoice', file: files.commercialInvoice },
    ]);
    await approve('commercial-invoice');
    await expectStored('invoice-uploaded', 70);

    const buyerPage = pages.buyer;
    await openDeal(buyerPage);
    const panel = panelOf(buyerPage, 'buyer');
    const invoice = await download(buyerPage, panel.getByRole('button', { name: 'Download Seller Invoice' }));
    expect(invoice.equals(files.commercialInvoice.buffer), "the buyer downloads the seller's invoice").toBe(
      true,
    );
    const provider = await download(
      buyerPage,
      panel.getByRole('button', { name: 'Download Product-Provider Invoice' }),
    );
    expect(provider.subarray(0, 5).toString('latin1'), 'the platform invoice is a PDF').toBe('%PDF-');
    await uploadInPanel(buyerPage, 'buyer', 'Submit Signed Invoices', [
      { type: 'seller-invoice-signed', file: files.sellerInvoiceSigned },
      { type: 'serval-invoice-signed', file: files.servalInvoiceSigned },
    ]);
    await expectStored('invoice-countersigned', 70);

    await approve('seller-invoice-signed', 'serval-invoice-signed');
    await expectPageAt(pages.admin, 'payment-proof-issued', 80);
    await expectStored('payment-proof-issued', 80);
  });

  test('8 Payment: instructions approved before the buyer sees them, both payments, the inspection details and report', async () => {
    const sellerPage = pages.seller;
    await openDeal(sellerPage);
    await uploadInPanel(sellerPage, 'seller', 'Submit Payment Instructions', [
      { type: 'payment-instructions', file: files.paymentInstructions },
    ]);

    // not approved yet: the buyer neither lists nor downloads the seller's instructions
    const buyerPage = pages.buyer;
    await openDeal(buyerPage);
    const panel = panelOf(buyerPage, 'buyer');
    await expect(panel).toContainText(
      "The seller's payment instructions appear here once the platform has approved them.",
    );
    const before = await documentRows(buyerPage);
    await expect(
      before.filter({ hasText: files.paymentInstructions.name }),
      "the seller's unapproved payment instructions are not listed for the buyer",
    ).toHaveCount(0);

    await approve('payment-instructions');

    await openDeal(buyerPage);
    const after = await documentRows(buyerPage);
    await expect(
      after.filter({ hasText: files.paymentInstructions.name }),
      "the seller's payment instructions are listed for the buyer once approved",
    ).toHaveCount(1);
    const instructions = await download(
      buyerPage,
      panel.getByRole('button', { name: 'Download Seller Payment Instructions' }),
    );
    expect(instructions.equals(files.paymentInstructions.buffer)).toBe(true);
    const platform = await download(
      buyerPage,
      panel.getByRole('button', { name: 'Download Platform Payment Instructions' }),
    );
    expect(platform.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await uploadInPanel(buyerPage, 'buyer', 'Submit Payment Confirmations', [
      { type: 'seller-payment-confirmation', file: files.sellerPayment },
      { type: 'serval-payment-confirmation', file: files.feePayment },
    ]);
    await expectStored('payment-proof-issued', 80);

    // the seller confirms its payment arrived
    await openDeal(sellerPage);
    const sellerPanel = panelOf(sellerPage, 'seller');
    await sellerPanel.getByRole('button', { name: 'Confirm Payment Received' }).click();
    await expectToast(sellerPage, 'Your submission has been received.');
    await expect(sellerPanel.getByRole('button', { name: 'Confirm Payment Received' })).toHaveCount(0);
    await expectStored('seller-payment-confirmed', 80);

    // the platform approves both confirmations and confirms its fee
    await approve('seller-payment-confirmation', 'serval-payment-confirmation');
    const review = pages.admin.getByTestId('document-review-panel');
    await review.getByRole('button', { name: 'Confirm Fee Payment' }).click();
    await expect(review.getByRole('button', { name: 'Confirm Fee Payment' })).toHaveCount(0);
    await expectStored('serval-payment-confirmed', 80);

    // the inspection details: the form's messages, then the details
    await openDeal(sellerPage);
    const form = sellerPanel.getByRole('form', { name: 'Inspection details' });
    await expect(form, "the seller's panel offers the inspection details form").toBeVisible();
    const submit = form.getByRole('button', { name: 'Submit Inspection Details' });
    await submit.click();
    await expect(form.getByText('GPS latitude is required')).toBeVisible();
    await expect(form.getByText('GPS longitude is required')).toBeVisible();
    await expect(
      form.getByText('Please provide detailed instructions (minimum 10 characters)'),
    ).toBeVisible();
    await form.getByLabel('Latitude').fill('51.9225');
    await form.getByLabel('Longitude').fill('4.47917');
    await form.getByLabel('Instructions').fill('Tank 7');
    await submit.click();
    await expect(form.getByText('GPS latitude is required')).toHaveCount(0);
    await expect(form.getByText('GPS longitude is required')).toHaveCount(0);
    await expect(
      form.getByText('Please provide detailed instructions (minimum 10 characters)'),
    ).toBeVisible();
    expect(
      ((await readItem(`DEAL#${dealId}`, 'DEAL')) as Json | undefined)?.confirmations?.inspection_details ??
        null,
      'refused details are not stored',
    ).toBeNull();
    await form.getByLabel('Instructions').fill('Tank 7, berth 12; ask for the terminal manager.');
    await submit.click();
    await expectToast(sellerPage, 'Inspection details have been submitted.');
    await expect(form).toHaveCount(0);
    await expect(sellerPanel).toContainText('Tank 7, berth 12; ask for the terminal manager.');
    const item = await expectStored('serval-payment-confirmed', 80);
    expect(item.confirmations?.inspection_details).toMatchObject({
      latitude: '51.9225',
      longitude: '4.47917',
      instructions: 'Tank 7, berth 12; ask for the terminal manager.',
    });

    // the buyer's inspection report, approved by the platform
    await openDeal(buyerPage);
    await uploadInPanel(buyerPage, 'buyer', 'Submit Inspection Report', [
      { type: 'inspection-report', file: files.inspectionReport },
    ]);
    await expectStored('inspection-report-submitted', 80);
    await approve('inspection-report');
    await expectPageAt(pages.admin, 'product-transferred', 90);
    await expectStored('product-transferred', 90);
  });

  test('9 Title Transfer: the seller confirms delivery, then the buyer confirms receipt and the deal closes', async () => {
    const buyerPage = pages.buyer;
    await openDeal(buyerPage);
    await expect(
      panelOf(buyerPage, 'buyer').getByRole('button', { name: 'Confirm Receipt & Title Transfer' }),
      'the buyer confirms only after the seller',
    ).toHaveCount(0);

    const sellerPage = pages.seller;
    await openDeal(sellerPage);
    await panelOf(sellerPage, 'seller')
      .getByRole('button', { name: 'Confirm Delivery & Title Transfer' })
      .click();
    await expectToast(sellerPage, 'Confirmation submitted');
    await expect(panelOf(sellerPage, 'seller')).toContainText('You confirmed delivery and title transfer');
    const item = await expectStored('product-transferred', 90);
    expect(item.confirmations?.seller_title_transfer?.by).toBe(seller.userId);

    await openDeal(buyerPage);
    await panelOf(buyerPage, 'buyer')
      .getByRole('button', { name: 'Confirm Receipt & Title Transfer' })
      .click();
    await expectToast(buyerPage, 'Confirmation received');
    await expectPageAt(buyerPage, 'deal-closed', 100);
    await expectStored('deal-closed', 100, { status: 'closed' });
  });

  test('10 Closing: both parties see the completed deal; the History tab lists every step with actor and time', async () => {
    for (const [side, page] of [
      ['seller', pages.seller],
      ['buyer', pages.buyer],
    ] as const) {
      await openDeal(page);
      await expect(page.getByTestId('deal-completed')).toContainText('This deal is completed');
      await expect(panelOf(page, side)).toContainText('Congratulations!');
    }

    const answer = await apiAs<Json>(buyer, 'GET', `/deals/${dealId}`);
    expect(answer.status).toBe(200);
    const deal = answer.body;
    const history = deal.history as Json[];
    const [S, B, P] = [deal.seller_label, deal.buyer_label, 'Platform'];
    const steps = history
      .filter((e) => e.action !== 'group-entered' && e.action !== 'platform-document-issued')
      .map((e) => [e.action, e.document?.type ?? null, e.actor_label]);
    expect(steps, 'every step of the journey is recorded, in order, with its actor').toEqual([
      ['deal-opened', null, S],
      ['buyer-proceeded', null, B],
      ['document-uploaded', 'initial-spa', S],
      ['document-changes-requested', 'initial-spa', P],
      ['document-uploaded', 'initial-spa', S],
      ['document-approved', 'initial-spa', P],
      ['spa-accepted', 'initial-spa', B],
      ['document-uploaded', 'proof-documents', S],
      ['document-uploaded', 'proof-of-funds', B],
      ['document-approved', 'proof-documents', P],
      ['document-approved', 'proof-of-funds', P],
      ['verification-completed', null, P],
      ['document-uploaded', 'final-spa', S],
      ['document-approved', 'final-spa', P],
      ['document-uploaded', 'final-spa-signed', B],
      ['document-approved', 'final-spa-signed', P],
      ['document-uploaded', 'icpo', B],
      ['document-approved', 'icpo', P],
      ['document-uploaded', 'icpo-signed', S],
      ['document-approved', 'icpo-signed', P],
      ['document-uploaded', 'commercial-invoice', S],
      ['document-approved', 'commercial-invoice', P],
      ['document-uploaded', 'seller-invoice-signed', B],
      ['document-uploaded', 'serval-invoice-signed', B],
      ['document-approved', 'seller-invoice-signed', P],
      ['document-approved', 'serval-invoice-signed', P],
      ['document-uploaded', 'payment-instructions', S],
      ['document-approved', 'payment-instructions', P],
      ['document-uploaded', 'seller-payment-confirmation', B],
      ['document-uploaded', 'serval-payment-confirmation', B],
      ['seller-payment-confirmed', null, S],
      ['document-approved', 'seller-payment-confirmation', P],
      ['document-approved', 'serval-payment-confirmation', P],
      ['fee-payment-confirmed', null, P],
      ['inspection-details-submitted', null, S],
      ['document-uploaded', 'inspection-report', B],
      ['document-approved', 'inspection-report', P],
      ['title-transfer-confirmed', null, S],
      ['receipt-confirmed', null, B],
    ]);
    expect(history.filter((e) => e.action === 'group-entered').map((e) => e.to)).toEqual([
      'fco-tc-accepted',
      'proof-docs-uploaded',
      'information-exchange',
      'final-spa-uploaded',
      'icpo-uploaded',
      'invoice-uploaded',
      'payment-proof-issued',
      'product-transferred',
      'deal-closed',
    ]);

    // the History tab shows the same entries, newest first, each with its actor and time
    const page = pages.buyer;
    await page.getByRole('tab', { name: 'History' }).click();
    const entries = page.getByTestId('history-entry');
    await expect(entries, 'the History tab lists every recorded step').toHaveCount(history.length);
    const newestFirst = [...history].reverse();
    for (const [index, event] of newestFirst.entries()) {
      const entry = entries.nth(index);
      const what = `history entry ${index + 1} (${event.action})`;
      await expect(entry, what).toHaveAttribute('data-action', event.action);
      await expect(entry, `${what} names its actor`).toContainText(`by ${event.actor_label}`);
      await expect(entry.locator('time'), `${what} states its time`).toHaveAttribute('datetime', event.at);
      await expect(entry.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/);
    }
    await expect(entries.last()).toContainText('Deal opened');
    // the platform's feedback on the seller's returned SPA was for the seller, not for the buyer
    await expect(page.getByTestId('deal-history')).not.toContainText(spaFeedback);
    const sellerView = await apiAs<Json>(seller, 'GET', `/deals/${dealId}`);
    expect(
      (sellerView.body.history as Json[]).find((e) => e.action === 'document-changes-requested')?.comment,
      "the seller's history keeps the reviewer's comment on its SPA",
    ).toBe(spaFeedback);
    // the newest entries: the closing dossier issued as the deal closed, after the Closing stage opened
    await expect(entries.first()).toContainText('Platform document issued');
    await expect(entries.first()).toContainText('Closing Dossier');
    await expect(entries.nth(1)).toContainText('Stage opened');

    expect(pageErrors, 'no page threw an uncaught error along the way').toEqual([]);
    expect(consoleErrors, 'no page logged an error along the way').toEqual([]);

    // one direct read of the table at the end: the deal item and its audit events
    const stored = await readItem(`DEAL#${dealId}`, 'DEAL');
    expect(stored, 'the closed deal item').toMatchObject({
      stage: 'deal-closed',
      progress: 100,
      status: 'closed',
      version: deal.version,
    });
    const events = await local.db.send(
      new QueryCommand({
        TableName: local.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `DEAL#${dealId}`, ':prefix': 'EVENT#' },
        ConsistentRead: true,
      }),
    );
    expect(
      (events.Items ?? []).map((e) => e.id).sort(),
      'the audit events in the deal partition are the History entries',
    ).toEqual(history.map((e) => e.id).sort());
  });
});

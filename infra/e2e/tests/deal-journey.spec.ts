import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  dealDocumentTypes,
  dealGroup,
  stageInfo,
  type DealDocumentType,
  type DealGroupId,
  type DealPartyRole,
} from '@portal/contracts/deal-stages';
import { readFile } from 'node:fs/promises';
import { zipOf } from '../../../functions/test/support/office-files';
import { dealAt, walk, walkFile, type DealParties, type Json } from '../support/deal-setup';
import { pdfFile, pngFile, type FilePayload } from '../support/files';
import { apiAs } from '../support/market-api';
import type { Persona } from '../support/personas';
import { signInContext } from '../support/session';
import { expectToast } from '../support/ui';
import { expectDealConfirmation } from '../support/confirm';

/**
 * A deal's groups in the browser: a deal is opened and walked through the API
 * (functions/test/support/deal-walk.ts, the walk the integration tests drive) to the entry of the group
 * under test, or continued from the test before (the journeys, below), then the group's buyer and
 * seller, each in a browser context of its own, drive that group only: every document is chosen in a
 * task panel's file input (real PDF, PNG and ZIP bytes, as the document type takes them), the seller's
 * inspection form shows its validation, both title-transfer confirmations are given. The platform's
 * own acts in a group (the verification, the fee confirmation) are made on /deal/{id} in an admin's
 * browser too. After each group one GET of the deal through the API states the stage and progress the
 * server holds; what is stored is the integration tests' subject (functions/test/deals.int.test.ts).
 * On the way: the buyer does not see a seller's document before the platform approved it, and learns
 * the seller's company name only from the ICPO group on. The closing test's History tab lists every
 * step of a whole deal with its actor and time.
 *
 * The platform's approval of a document is one review card on the deal page whatever the document:
 * the first test approves a version 2 in its card (deal-panels.spec.ts approves from the admins' queue,
 * document-review-preview.spec.ts opens a card with its preview); every later approval goes through the
 * API, as the walk makes it, and the parties' pages show its effect.
 *
 * The Deal Initiated and Initial SPA groups are driven in the browser by deal-panels.spec.ts (Proceed,
 * the SPA upload, the request for changes, version 2, the buyer's review); here the first test checks
 * what those tests leave out (what the buyer does not see, whose eyes the reviewer's comment is for),
 * the parties' steps made through the API and version 2 approved in its review card.
 *
 * The groups from Proof Documents on are two journeys, each run in order in one worker: a test starts
 * from the deal the test before it left at its group's entry, so only each journey's first test walks
 * a deal through the API (a walk to the Title Transfer group alone took 13 s). A test that runs by
 * itself, or after one that failed (Playwright then starts a new worker), walks a deal of its own: it
 * never depends on another test having passed. Two journeys rather than one, so two workers share them.
 */

const spaFeedback = 'Please remove the bank details from page 2.';

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
  servalInvoiceSigned: pdfFile('provider-invoice-signed.pdf', 'Platform fee invoice signed'),
  paymentInstructions: pdfFile('seller-bank-instructions.pdf', 'Beneficiary and IBAN of the seller'),
  sellerPayment: pngFile('seller-payment.png'),
  feePayment: pdfFile('fee-payment.pdf', 'Platform fee transfer'),
  inspectionReport: zipFile('inspection-report.zip', 'Inspection report'),
};

// ---------------------------------------------------------------------------------------------------
// The test's deal and its actors' pages (one test at a time per worker process)

/** The deal of the test running, and after it the deal the next test of its journey may continue. */
let parties: DealParties | undefined;
let pages: Record<DealPartyRole | 'admin', Page>;
let contexts: BrowserContext[] = [];
let pageErrors: string[] = [];
let consoleErrors: string[] = [];

interface Start {
  /** The stage the test starts from: its group's entry unless given. */
  stage?: string;
  /** For a new deal: the steps from the group's entry to `stage`, through the API. */
  walkOn?: (deal: DealParties) => Promise<void>;
}

/**
 * The deal at `stage` of `group`: the deal the test before left there (same worker, same journey), or
 * a new one walked through the API into `group` and on to `stage`.
 */
async function dealFrom(group: DealGroupId, { stage = dealGroup(group).entry, walkOn }: Start) {
  const before = parties;
  parties = undefined;
  if (before && (await walk.view(before.admin, before.dealId)).stage === stage) return before;
  const deal = await dealAt(group, `Jet A1 ${group} ${Date.now().toString(36)}`);
  await walkOn?.(deal);
  return deal;
}

/**
 * The test's deal at `start` of `group` (`dealFrom`), and a signed-in page for each actor in `roles`
 * (the admin's only where the test acts as the platform in a browser); what the pages report as broken
 * is collected for `expectNothingBroken`.
 */
async function dealInBrowsers(
  browser: Browser,
  group: DealGroupId,
  roles: ReadonlyArray<DealPartyRole | 'admin'> = ['buyer', 'seller'],
  start: Start = {},
): Promise<DealParties> {
  const deal = await dealFrom(group, start);
  parties = deal;
  pageErrors = [];
  consoleErrors = [];
  const opened = {} as Record<DealPartyRole | 'admin', Page>;
  // side by side: each actor's context and sign-in wait on the browser and the stack, not on each other
  await Promise.all(
    roles.map(async (role) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        acceptDownloads: true,
      });
      contexts.push(context);
      await signInContext(context, deal[role]);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(`${role}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${role}: ${message.text()}`);
      });
      opened[role] = page;
    }),
  );
  pages = opened;
  return deal;
}

/** The test's deal (set by `dealInBrowsers`). */
function theDeal(): DealParties {
  if (!parties) throw new Error('no deal: the test calls dealInBrowsers first');
  return parties;
}

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

function expectNothingBroken() {
  expect(pageErrors, 'no page threw an uncaught error along the way').toEqual([]);
  expect(consoleErrors, 'no page logged an error along the way').toEqual([]);
}

// ---------------------------------------------------------------------------------------------------
// Helpers

const title = (type: DealDocumentType) => dealDocumentTypes[type].title;
const panelOf = (page: Page, side: DealPartyRole) => page.getByTestId(`panel-${side}`);

/** The deal's page as it is now on the server (a party's page does not follow the others' changes). */
async function openDeal(page: Page): Promise<void> {
  await page.goto(`/deal/${theDeal().dealId}`);
  await expect(
    page.getByTestId('current-step-panels'),
    `the page of deal ${theDeal().dealId} shows its panels`,
  ).toBeVisible();
}

/**
 * The page's Progress card at `stage`, named as the server names it: a group's entry stage reads as
 * what the deal awaits ('Awaiting proof documents') until its act has happened, then as the stage
 * table's label.
 */
async function expectPageAt(page: Page, stage: string, progress: number): Promise<void> {
  const card = page.getByTestId('progress-card');
  let label = stageInfo(stage).label;
  await expect
    .poll(
      async () => {
        const deal = (await apiAs<Json>(theDeal().admin, 'GET', `/deals/${theDeal().dealId}`)).body;
        label = deal.stage_label;
        return deal.stage;
      },
      { message: `the server holds the deal at ${stage}` },
    )
    .toBe(stage);
  await expect(card.getByTestId('current-step'), `the Progress card names ${stage}`).toHaveText(label);
  await expect(card.getByRole('progressbar', { name: 'Deal progress' })).toHaveAttribute(
    'aria-valuenow',
    String(progress),
  );
}

/** The deal as the server answers it to the admin: at `stage` and `progress`. */
async function expectServerAt(stage: string, progress: number, extra: Json = {}): Promise<Json> {
  const answer = await apiAs<Json>(theDeal().admin, 'GET', `/deals/${theDeal().dealId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body, `the server holds the deal at ${stage} (${progress} %)`).toMatchObject({
    stage,
    progress,
    ...extra,
  });
  return answer.body;
}

/** Counts the page's POSTs of deal commands from now on (a form refused in the browser sends none). */
function commandsSent(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/deals/${theDeal().dealId}/commands`))
      sent += 1;
  });
  return () => sent;
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

/**
 * The admin opens the deal and approves each of these documents (version 1 unless given) in its review
 * card. The other approvals go through the API (`approveThroughApi`).
 */
async function approveInCard(...documents: Array<DealDocumentType | [DealDocumentType, number]>) {
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

/** The platform approves the current version of each of these documents through the API, in order. */
async function approveThroughApi(...types: DealDocumentType[]): Promise<void> {
  await walk.approve(theDeal().admin, theDeal().dealId, ...types);
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

/** The History tab's entries, newest first. */
async function historyEntries(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('deal-history'), 'the History tab lists the deal history').toBeVisible();
  return page.getByTestId('history-entry');
}

const sellerCompanyRow = (page: Page) =>
  page.getByTestId('deal-specification').locator('dd[data-field="Seller Company"]');
const buyerCompanyRow = (page: Page) =>
  page.getByTestId('deal-specification').locator('dd[data-field="Buyer Company"]');

/** The buyer's deal page does not name the seller's company anywhere (Deal Details tab selected). */
async function expectSellerCompanyHidden(page: Page, seller: Persona) {
  await page.getByRole('tab', { name: 'Deal Details' }).click();
  await expect(page.getByTestId('deal-specification').locator('dd[data-field="Seller"]')).toBeVisible();
  await expect(sellerCompanyRow(page), 'no Seller Company row before the ICPO group').toHaveCount(0);
  await expect(
    page.locator('body'),
    "the seller's company name is not on the buyer's page",
  ).not.toContainText(seller.companyName);
}

// ---------------------------------------------------------------------------------------------------

test('1–2 Deal Initiated and Initial SPA as the buyer sees them: no seller company, no SPA before approval, only the approved version 2; the comment is for the seller', async ({
  browser,
}) => {
  const { buyer, seller, admin, dealId } = await dealInBrowsers(browser, 'deal-initiated', [
    'buyer',
    'seller',
    'admin',
  ]);
  const buyerPage = pages.buyer;
  // the buyer's Proceed and the page of a new deal are deal-panels.spec.ts's and deal-screens.spec.ts's:
  // here the API proceeds
  await walk.command(buyer, dealId, { type: 'proceed' });

  // the seller's version 1 (uploaded through the API): the buyer sees neither it nor anything to do,
  // nor the seller's company
  await walk.upload(seller, dealId, 'initial-spa', walkFile(files.spaV1));
  await openDeal(buyerPage);
  await expectPageAt(buyerPage, 'sanitized-spa-submitted', 20);
  await expectSellerCompanyHidden(buyerPage, seller);
  await expect(panelOf(buyerPage, 'buyer').getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
  const early = await documentRows(buyerPage);
  await expect(
    early.filter({ hasText: title('initial-spa') }),
    'the unapproved SPA is not listed for the buyer',
  ).toHaveCount(0);
  // only the FCO the deal was opened on is listed
  await expect(early).toHaveCount(1);
  await expect(early.first()).toContainText('Full Corporate Offer (FCO)');

  // returned with a comment, version 2 uploaded: hidden from the buyer until approved as version 1 was
  // (the API's answer for version 2: deals.int.test.ts, 'the sanitized SPA: hidden from the buyer...')
  await walk.review(admin, dealId, 'initial-spa', 'request-changes', spaFeedback);
  await walk.upload(seller, dealId, 'initial-spa', walkFile(files.spaV2));

  // the admin approves version 2 in its review card (named by its version); then the buyer sees
  // version 2 (only) and downloads its bytes
  await approveInCard(['initial-spa', 2]);
  await openDeal(buyerPage);
  const rows = await documentRows(buyerPage);
  const spaRows = rows.filter({ hasText: title('initial-spa') });
  await expect(spaRows, 'the buyer sees the approved SPA, and only its approved version').toHaveCount(1);
  // under the platform's name for it: the seller's own file name may name its company
  await expect(spaRows).toContainText('initial-spa-v2.pdf');
  await expect(spaRows).not.toContainText(files.spaV2.name);
  await expect(spaRows).toContainText('Approved');
  await expect(rows.filter({ hasText: files.spaV1.name })).toHaveCount(0);
  const panel = panelOf(buyerPage, 'buyer');
  await expect(panel.getByRole('button', { name: 'Submit Review', exact: true })).toBeVisible();
  const bytes = await download(buyerPage, panel.getByRole('button', { name: 'Download Sanitized SPA' }));
  expect(bytes.equals(files.spaV2.buffer), 'the buyer downloads the bytes of version 2').toBe(true);

  // the platform's feedback on the seller's returned SPA is for the seller, not for the buyer
  const buyerHistory = await historyEntries(buyerPage);
  await expect(buyerHistory.filter({ hasText: 'Deal opened' })).toHaveCount(1);
  await expect(buyerPage.getByTestId('deal-history')).not.toContainText(spaFeedback);
  const sellerPage = pages.seller;
  await openDeal(sellerPage);
  const sellerHistory = await historyEntries(sellerPage);
  await expect(
    sellerHistory.filter({ hasText: spaFeedback }),
    "the seller's history keeps the reviewer's comment on its SPA",
  ).toHaveCount(1);

  expectNothingBroken();
});

test.describe('Proof Documents to ICPO, on one deal', () => {
  // in order in one worker: each test continues the deal the one before left at its group's entry
  test.describe.configure({ mode: 'default' });

  test('3 Proof Documents: a ZIP of proofs and the proof of funds, both approved', async ({ browser }) => {
    await dealInBrowsers(browser, 'proof-documents');
    await openDeal(pages.seller);
    await expectPageAt(pages.seller, 'proof-docs-uploaded', 30);
    await uploadInPanel(pages.seller, 'seller', 'Submit Proof of Product', [
      { type: 'proof-documents', file: files.proofOfProduct },
    ]);
    await openDeal(pages.buyer);
    await uploadInPanel(pages.buyer, 'buyer', 'Submit Proof of Funds', [
      { type: 'proof-of-funds', file: files.proofOfFunds },
    ]);
    await expectPageAt(pages.buyer, 'proof-docs-uploaded', 30);
    await approveThroughApi('proof-documents', 'proof-of-funds');
    await expectServerAt('information-exchange', 40);
    expectNothingBroken();
  });

  test('4 Verification: the parties wait; the admin completes it with a note', async ({ browser }) => {
    await dealInBrowsers(browser, 'verification', ['buyer', 'seller', 'admin']);
    await openDeal(pages.buyer);
    await expect(panelOf(pages.buyer, 'buyer')).toContainText('Your documents are under review.');
    await openDeal(pages.seller);
    await expect(panelOf(pages.seller, 'seller')).toContainText('Document verification is in progress.');

    const page = pages.admin;
    await openDeal(page);
    await expectPageAt(page, 'information-exchange', 40);
    const sent = commandsSent(page);
    const review = page.getByTestId('document-review-panel');
    await review.getByRole('button', { name: 'Complete Verification' }).click();
    await expect(review.getByText('A verification note is required')).toBeVisible();
    expect(sent(), 'a verification without a note is not sent').toBe(0);
    await expectPageAt(page, 'information-exchange', 40);
    const note = 'Parties and proofs verified against the registry.';
    await review.getByLabel('Verification note').fill(note);
    await review.getByRole('button', { name: 'Complete Verification' }).click();
    await page
      .getByRole('dialog', { name: 'Complete the verification?' })
      .getByRole('button', { name: 'Confirm Verification' })
      .click();
    await expectToast(page, 'Your submission has been received.');
    await expect(review.getByRole('button', { name: 'Complete Verification' })).toHaveCount(0);
    await expectPageAt(page, 'final-spa-uploaded', 50);
    // the note is kept with the step: the History tab shows it on the verification entry
    const entries = await historyEntries(page);
    await expect(entries.filter({ hasText: note }), 'the verification entry carries its note').toHaveCount(1);
    await expect(entries.filter({ hasText: note })).toHaveAttribute('data-action', 'verification-completed');
    await expectServerAt('final-spa-uploaded', 50);
    expectNothingBroken();
  });

  test("5 Final SPA: the seller's SPA, signed by the buyer; the seller's company is still hidden", async ({
    browser,
  }) => {
    const { seller } = await dealInBrowsers(browser, 'final-spa');
    await openDeal(pages.buyer);
    await expectSellerCompanyHidden(pages.buyer, seller);
    await expect(panelOf(pages.buyer, 'buyer')).toContainText(
      'The final SPA appears here once the platform has approved it.',
    );

    await openDeal(pages.seller);
    await uploadInPanel(pages.seller, 'seller', 'Submit Final SPA', [
      { type: 'final-spa', file: files.finalSpa },
    ]);
    await expectPageAt(pages.seller, 'final-spa-uploaded', 50);
    await approveThroughApi('final-spa');

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
    await expectPageAt(buyerPage, 'final-spa-countersigned', 50);
    await expectSellerCompanyHidden(buyerPage, seller);

    await approveThroughApi('final-spa-signed');
    await expectServerAt('icpo-uploaded', 60);
    expectNothingBroken();
  });

  test("6 ICPO: the buyer learns the seller's company and uploads the ICPO; once approved the seller learns the buyer's and signs it", async ({
    browser,
  }) => {
    const { buyer, seller } = await dealInBrowsers(browser, 'icpo');
    const buyerPage = pages.buyer;
    await openDeal(buyerPage);
    await expect(panelOf(buyerPage, 'buyer')).toContainText(`Address the ICPO to: ${seller.companyName}`);
    await buyerPage.getByRole('tab', { name: 'Deal Details' }).click();
    await expect(
      sellerCompanyRow(buyerPage),
      'the Deal Details name the seller company from the ICPO group on',
    ).toHaveText(seller.companyName);
    await uploadInPanel(buyerPage, 'buyer', 'Submit ICPO', [{ type: 'icpo', file: files.icpo }]);
    await expectPageAt(buyerPage, 'icpo-uploaded', 60);

    // until the platform approves the buyer's ICPO, nothing on the seller's page names the buyer
    const sellerPage = pages.seller;
    await openDeal(sellerPage);
    await sellerPage.getByRole('tab', { name: 'Deal Details' }).click();
    await expect(
      sellerPage.getByTestId('deal-specification').locator('dd[data-field="Seller"]'),
    ).toBeVisible();
    await expect(buyerCompanyRow(sellerPage)).toHaveCount(0);
    await expect(sellerPage.locator('body')).not.toContainText(buyer.companyName);

    await approveThroughApi('icpo');
    await openDeal(sellerPage);
    const bytes = await download(
      sellerPage,
      panelOf(sellerPage, 'seller').getByRole('button', { name: 'Download ICPO' }),
    );
    expect(bytes.equals(files.icpo.buffer), "the seller downloads the buyer's ICPO").toBe(true);
    await uploadInPanel(sellerPage, 'seller', 'Submit Signed ICPO', [
      { type: 'icpo-signed', file: files.icpoSigned },
    ]);
    await expectPageAt(sellerPage, 'icpo-countersigned', 60);
    // the approved ICPO is on the buyer's letterhead: from then on the seller's page names the buyer
    await sellerPage.getByRole('tab', { name: 'Deal Details' }).click();
    await expect(
      buyerCompanyRow(sellerPage),
      "the Deal Details name the buyer's company once its ICPO is approved",
    ).toHaveText(buyer.companyName);

    await approveThroughApi('icpo-signed');
    await expectServerAt('invoice-uploaded', 70);
    expectNothingBroken();
  });
});

test.describe('Commercial Invoice to Closing, on one deal', () => {
  // in order in one worker: each test continues the deal the one before left at its group's entry
  test.describe.configure({ mode: 'default' });

  test("7 Commercial Invoice: the seller's invoice; the buyer signs it and the platform fee invoice", async ({
    browser,
  }) => {
    await dealInBrowsers(browser, 'commercial-invoice');
    await openDeal(pages.seller);
    await uploadInPanel(pages.seller, 'seller', 'Submit Commercial Invoice', [
      { type: 'commercial-invoice', file: files.commercialInvoice },
    ]);
    await approveThroughApi('commercial-invoice');

    const buyerPage = pages.buyer;
    await openDeal(buyerPage);
    await expectPageAt(buyerPage, 'invoice-uploaded', 70);
    const panel = panelOf(buyerPage, 'buyer');
    const invoice = await download(buyerPage, panel.getByRole('button', { name: 'Download Seller Invoice' }));
    expect(invoice.equals(files.commercialInvoice.buffer), "the buyer downloads the seller's invoice").toBe(
      true,
    );
    const provider = await download(
      buyerPage,
      panel.getByRole('button', { name: 'Download Platform Fee Invoice' }),
    );
    expect(provider.subarray(0, 5).toString('latin1'), 'the platform invoice is a PDF').toBe('%PDF-');
    await uploadInPanel(buyerPage, 'buyer', 'Submit Signed Invoices', [
      { type: 'seller-invoice-signed', file: files.sellerInvoiceSigned },
      { type: 'serval-invoice-signed', file: files.servalInvoiceSigned },
    ]);
    await expectPageAt(buyerPage, 'invoice-countersigned', 70);

    await approveThroughApi('seller-invoice-signed', 'serval-invoice-signed');
    await expectServerAt('payment-proof-issued', 80);
    expectNothingBroken();
  });

  test('8 Payment: instructions approved before the buyer sees them, both payments confirmed, the fee', async ({
    browser,
  }) => {
    await dealInBrowsers(browser, 'payment', ['buyer', 'seller', 'admin']);
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
      before.filter({ hasText: 'payment-instructions-v1.pdf' }),
      "the seller's unapproved payment instructions are not listed for the buyer",
    ).toHaveCount(0);

    await approveThroughApi('payment-instructions');

    await openDeal(buyerPage);
    const after = await documentRows(buyerPage);
    await expect(
      after.filter({ hasText: 'payment-instructions-v1.pdf' }),
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
    await expectPageAt(buyerPage, 'payment-proof-issued', 80);

    // the seller confirms its payment arrived
    await openDeal(sellerPage);
    const sellerPanel = panelOf(sellerPage, 'seller');
    await sellerPanel.getByRole('button', { name: 'Confirm Payment Received' }).click();
    await sellerPage
      .getByRole('dialog', { name: "Confirm the buyer's payment was received?" })
      .getByRole('button', { name: 'Confirm Receipt of Payment' })
      .click();
    await expectToast(sellerPage, 'Your submission has been received.');
    await expect(sellerPanel.getByRole('button', { name: 'Confirm Payment Received' })).toHaveCount(0);
    await expectPageAt(sellerPage, 'seller-payment-confirmed', 80);

    // the platform approves both confirmations (through the API) and confirms its fee on the deal page
    await approveThroughApi('seller-payment-confirmation', 'serval-payment-confirmation');
    await openDeal(pages.admin);
    const review = pages.admin.getByTestId('document-review-panel');
    // the fee's confirmation names the deal; Cancel confirms nothing
    const beforeFee = (await apiAs<Json>(theDeal().admin, 'GET', `/deals/${theDeal().dealId}`)).body;
    await review.getByRole('button', { name: 'Confirm Fee Payment' }).click();
    const fee = await expectDealConfirmation(
      pages.admin,
      theDeal().admin,
      theDeal().dealId,
      'Confirm the platform fee was paid?',
    );
    await fee.getByRole('button', { name: 'Cancel' }).click();
    await expect(fee).toBeHidden();
    await expectServerAt(beforeFee.stage, beforeFee.progress, { version: beforeFee.version });
    await review.getByRole('button', { name: 'Confirm Fee Payment' }).click();
    await fee.getByRole('button', { name: 'Confirm Fee Received' }).click();
    await expect(review.getByRole('button', { name: 'Confirm Fee Payment' })).toHaveCount(0);
    await expectPageAt(pages.admin, 'serval-payment-confirmed', 80);
    await expectServerAt('serval-payment-confirmed', 80);
    expectNothingBroken();
  });

  test("8 Payment, inspection: the seller's inspection form shows its messages, then the details; the buyer's report approved", async ({
    browser,
  }) => {
    // after the test above; alone, a new deal takes the payment steps it drives in the browser through
    // the API (the deal walk's order)
    await dealInBrowsers(browser, 'payment', ['buyer', 'seller'], {
      stage: 'serval-payment-confirmed',
      walkOn: async ({ buyer, seller, admin, dealId }) => {
        await walk.upload(seller, dealId, 'payment-instructions', walkFile(files.paymentInstructions));
        await walk.approve(admin, dealId, 'payment-instructions');
        await walk.upload(buyer, dealId, 'seller-payment-confirmation', walkFile(files.sellerPayment));
        await walk.upload(buyer, dealId, 'serval-payment-confirmation', walkFile(files.feePayment));
        await walk.command(seller, dealId, { type: 'confirm-seller-payment' });
        await walk.approve(admin, dealId, 'seller-payment-confirmation', 'serval-payment-confirmation');
        await walk.command(admin, dealId, { type: 'confirm-fee-payment' });
      },
    });

    // the inspection details: the form's messages (nothing is sent), then the details
    const sellerPage = pages.seller;
    const sellerPanel = panelOf(sellerPage, 'seller');
    await openDeal(sellerPage);
    await expectPageAt(sellerPage, 'serval-payment-confirmed', 80);
    const sent = commandsSent(sellerPage);
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
    expect(sent(), 'refused details are not sent').toBe(0);
    await form.getByLabel('Instructions').fill('Tank 7, berth 12; ask for the terminal manager.');
    await submit.click();
    await expectToast(sellerPage, 'Inspection details have been submitted.');
    await expect(form).toHaveCount(0);
    await expect(sellerPanel).toContainText('Tank 7, berth 12; ask for the terminal manager.');
    expect(sent(), 'the details are sent once').toBe(1);

    // the buyer's inspection report, approved by the platform
    const buyerPage = pages.buyer;
    await openDeal(buyerPage);
    await uploadInPanel(buyerPage, 'buyer', 'Submit Inspection Report', [
      { type: 'inspection-report', file: files.inspectionReport },
    ]);
    await expectPageAt(buyerPage, 'inspection-report-submitted', 80);
    await approveThroughApi('inspection-report');
    await expectServerAt('product-transferred', 90, {
      inspection_details: {
        latitude: '51.9225',
        longitude: '4.47917',
        instructions: 'Tank 7, berth 12; ask for the terminal manager.',
      },
    });
    expectNothingBroken();
  });

  test('9–10 Title Transfer and Closing: the seller confirms delivery, the buyer receipt; both see the completed deal; the History tab lists every step with actor and time', async ({
    browser,
  }) => {
    const { buyer, dealId } = await dealInBrowsers(browser, 'title-transfer');
    const buyerPage = pages.buyer;
    await openDeal(buyerPage);
    await expectPageAt(buyerPage, 'product-transferred', 90);
    await expect(
      panelOf(buyerPage, 'buyer').getByRole('button', { name: 'Confirm Receipt & Title Transfer' }),
      'the buyer confirms only after the seller',
    ).toHaveCount(0);

    const sellerPage = pages.seller;
    await openDeal(sellerPage);
    await panelOf(sellerPage, 'seller')
      .getByRole('button', { name: 'Confirm Delivery & Title Transfer' })
      .click();
    await sellerPage
      .getByRole('dialog', { name: 'Confirm delivery and title transfer?' })
      .getByRole('button', { name: 'Confirm Title Transfer' })
      .click();
    await expectToast(sellerPage, 'Confirmation submitted');
    await expect(panelOf(sellerPage, 'seller')).toContainText('You confirmed delivery and title transfer');
    await expectPageAt(sellerPage, 'product-transferred', 90);

    await openDeal(buyerPage);
    // the buyer's receipt is final: its confirmation says so, and Cancel leaves the deal open
    const receipt = panelOf(buyerPage, 'buyer').getByRole('button', {
      name: 'Confirm Receipt & Title Transfer',
    });
    await receipt.click();
    const final = await expectDealConfirmation(buyerPage, buyer, dealId, 'Confirm final title transfer?', [
      'This confirmation is final',
      'the deal closes',
    ]);
    await final.getByRole('button', { name: 'Cancel' }).click();
    await expect(final).toBeHidden();
    await expectServerAt('product-transferred', 90, { status: 'active' });
    await receipt.click();
    await final.getByRole('button', { name: 'Confirm and Close Deal' }).click();
    await expectToast(buyerPage, 'Confirmation received');
    await expectPageAt(buyerPage, 'deal-closed', 100);
    const closed = await expectServerAt('deal-closed', 100, { status: 'closed' });
    expect(closed.confirmations.seller_title_transfer, 'the seller confirmed first').toEqual(
      expect.any(String),
    );
    expect(closed.confirmations.buyer_receipt, 'then the buyer').toEqual(expect.any(String));

    // the buyer's page shows the completed deal on its own confirmation's answer; the seller's page once
    // it reads the deal again
    await openDeal(sellerPage);
    for (const [side, page] of [
      ['seller', sellerPage],
      ['buyer', buyerPage],
    ] as const) {
      await expect(page.getByTestId('deal-completed')).toContainText('This deal is completed');
      await expect(panelOf(page, side)).toContainText('Congratulations!');
    }

    // the deal's history as the buyer's page receives it: every step of the walk and the two confirmations
    const answer = await apiAs<Json>(buyer, 'GET', `/deals/${dealId}`);
    expect(answer.status).toBe(200);
    const deal = answer.body;
    const history = deal.history as Json[];
    const [S, B, P] = [deal.seller_label, deal.buyer_label, 'Platform'];
    const steps = history
      .filter((e) => e.action !== 'group-entered' && e.action !== 'platform-document-issued')
      .map((e) => [e.action, e.document?.type ?? null, e.actor_label]);
    expect(steps, 'every step of the deal is recorded, in order, with its actor').toEqual([
      ['deal-opened', null, S],
      ['buyer-proceeded', null, B],
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
    const entries = await historyEntries(buyerPage);
    await expect(entries, 'the History tab lists every recorded step').toHaveCount(history.length);
    // the whole list read at once (one round trip rather than four per entry): it is complete, above
    const shown = await entries.evaluateAll((items) =>
      items.map((item) => ({
        action: item.getAttribute('data-action'),
        text: item.textContent ?? '',
        datetime: item.querySelector('time')?.getAttribute('datetime') ?? null,
        time: item.querySelector('time')?.textContent ?? null,
      })),
    );
    const newestFirst = [...history].reverse();
    expect(
      shown.map((entry) => entry.action),
      'the History tab lists the steps newest first',
    ).toEqual(newestFirst.map((event) => event.action));
    for (const [index, event] of newestFirst.entries()) {
      const entry = shown[index]!;
      const what = `history entry ${index + 1} (${event.action})`;
      // the buyer's own people by name and label, the seller and the platform by label
      const actor = event.actor_name ? `${event.actor_name} (${event.actor_label})` : event.actor_label;
      expect(entry.text, `${what} names its actor`).toContain(`by ${actor}`);
      expect(entry.datetime, `${what} states its time`).toBe(event.at);
      expect(entry.time, `${what} shows its time`).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/);
    }
    await expect(entries.last()).toContainText('Deal opened');
    // the newest entries: the closing dossier issued as the deal closed, after the Closing stage opened
    await expect(entries.first()).toContainText('Platform document issued');
    await expect(entries.first()).toContainText('Closing Dossier');
    await expect(entries.nth(1)).toContainText('Stage opened');

    expectNothingBroken();
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { localStack } from '../../local/personas';
import { pdfFile, pngFile } from '../support/files';
import { createPersona, readItem, type Persona } from '../support/personas';
import { expectHeading, expectToast, signInThroughUi } from '../support/ui';

/**
 * The owner's side of the marketplace, in real browsers against the local stack: Submit New Listing /
 * Request through the form with its FCO file, My Listings / My Requests with the inquiries received,
 * accepting one (the deal and both membership items in the table), the inquirer's sent list, the
 * owner's edit and status change, and moderation (Pending until an admin approves on
 * /admin/moderation). The inquirer's inquiry is sent through the API the Inquire page uses (that page
 * has its own spec); everything the owner and the admin do is the UI.
 */

const local = localStack();
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API bodies

/** A signed-in API call as `who` (the inquirer's side and the table checks' lookups). */
async function api(who: Persona, method: string, path: string, json?: unknown): Promise<Json> {
  const { accessToken } = await local.signIn(who);
  const res = await fetch(local.stack.apiUrl + path, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
  return text ? (JSON.parse(text) as Json) : {};
}

/** Uploads a PDF through the marketplace's ticket flow, as the browser does; answers the stored file. */
async function uploadPdf(who: Persona, purpose: 'fco_terms' | 'product_specifications', name: string) {
  const file = pdfFile(name);
  const ticket = await api(who, 'POST', '/marketplace/uploads', {
    file_name: file.name,
    file_type: file.mimeType,
    size: file.buffer.length,
    purpose,
  });
  const form = new FormData();
  for (const [key, value] of Object.entries(ticket.fields as Record<string, string>)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const stored = await fetch(ticket.url as string, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  return api(who, 'POST', `/marketplace/uploads/${ticket.upload_id}/complete`, {});
}

/** A listing or request created through the API (for the tests whose subject is not the form). */
async function createItemThroughApi(owner: Persona, kind: 'listing' | 'request', name: string) {
  const fco = await uploadPdf(owner, 'fco_terms', `fco-${randomUUID().slice(0, 6)}.pdf`);
  return api(owner, 'POST', kind === 'listing' ? '/marketplace/listings' : '/marketplace/requests', {
    form: {
      name,
      location: 'Rotterdam',
      quantity: 800,
      delivery: 'FOB',
      term: kind === 'listing' ? 'Spot' : 'Net 30',
      industry: 'Energy',
    },
    fco_file_id: fco.id,
  });
}

async function signedInPage(browser: Browser, who: Persona, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInThroughUi(page, who.email, who.password);
  return page;
}

/** axe-core, WCAG 2.1 A and AA, every impact: the owner pages promise no violation at all. */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // in the page itself (legacy mode): the default finishes each run in a fresh blank page, made for
    // cross-origin frames, which these pages have none of (3-6 s against ~0.3 s; infra/e2e/support/a11y.ts)
    .setLegacyMode(true)
    .analyze();
  const found = result.violations.map(
    (v) => `[${v.impact}] ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}

function ownerItem(page: Page, name: string): Locator {
  return page.getByTestId('owner-item').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** The owner's own item by name, through the owner list (ids are needed for the table checks). */
async function findOwnItem(owner: Persona, kind: 'listing' | 'request', name: string): Promise<Json> {
  const list = await api(owner, 'GET', `/my/${kind === 'listing' ? 'listings' : 'requests'}?tab=All`);
  const item = (list.items as Json[]).find((i) => i.name === name);
  expect(item, `${name} is among the owner's ${kind}s`).toBeDefined();
  return item!;
}

/**
 * Shows the inquiries of an item in My Listings / My Requests (if not yet shown), views the only one,
 * and accepts it: the dialog closes (the spec's "it becomes Accepted and the dialog closes") and the
 * row shows Accepted with the link to the deal it opened. An accept that commits the whole quantity
 * moves the item out of the Active tab, so its row is then looked up under All.
 */
async function acceptOnlyInquiry(
  page: Page,
  name: string,
  company: string,
  { leavesTab = false } = {},
): Promise<string> {
  const card = ownerItem(page, name);
  const expand = card.getByRole('button', { name: 'Show inquiries (1)' });
  if (await expand.isVisible()) await expand.click();
  const row = card.getByTestId('inquiry-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(company);
  await expect(row.getByTestId('inquiry-status')).toHaveText('Pending');
  await row.getByRole('button', { name: `View inquiry from ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
  await expect(dialog).toContainText(company);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm Accept' }).click();
  await expectToast(page, 'Inquiry accepted');
  await expect(dialog).toHaveCount(0);
  if (leavesTab) {
    await expect(card).toHaveCount(0);
    await page.getByRole('tab', { name: /^All/ }).click();
    await card.getByRole('button', { name: 'Show inquiries (1)' }).click();
  }
  await expect(row.getByTestId('inquiry-status')).toHaveText('Accepted');
  const dealLink = row.getByRole('link', { name: /^View Deal #/ });
  await expect(dealLink).toBeVisible();
  const href = (await dealLink.getAttribute('href'))!;
  expect(href).toMatch(/^\/deal\/[0-9A-Z]{10}$/);
  await expectNoAxeViolations(page);
  return href.slice('/deal/'.length);
}

/** The deal item and both membership items of the accept's transaction. */
async function expectDealInTable(dealId: string, buyer: Persona, seller: Persona, itemId: string) {
  expect(await readItem(`DEAL#${dealId}`, 'DEAL')).toMatchObject({
    id: dealId,
    name: `Order #${dealId}`,
    title: `Deal #${dealId}`,
    stage: 'inquiry-submitted',
    progress: 10,
    item_id: itemId,
  });
  for (const [member, role] of [
    [buyer, 'buyer'],
    [seller, 'seller'],
  ] as const) {
    expect(await readItem(`DEAL#${dealId}`, `MEMBER#${member.userId}`)).toMatchObject({
      gsi2pk: `USER_DEALS#${member.userId}`,
      role,
    });
  }
}

test('a seller submits a listing with its FCO through the form, accepts a buyer inquiry in My Listings, and the buyer sees it Accepted', async ({
  browser,
}) => {
  const [seller, buyer] = await Promise.all([createPersona('seller'), createPersona('buyer')]);
  const name = `EN590 Diesel ${randomUUID().slice(0, 8)}`;
  const page = await signedInPage(browser, seller);

  await page.goto('/submit-listing');
  await expectHeading(page, 'Submit New Listing');
  await expect(page.getByRole('link', { name: '← Back to My Listings' })).toHaveAttribute(
    'href',
    '/my-listings',
  );

  // nothing filled: the form's own message (no browser bubble), the missing labels, inline errors
  await page.getByRole('button', { name: 'Submit New Listing' }).click();
  await expectToast(page, 'Please fill in all required fields');
  await expectToast(page, 'Missing: Product Name, Location, Quantity, Delivery, Term');
  await expect(page.getByText('Product Name is required')).toBeVisible();
  await expect(page.getByText('Your signed terms document is required')).toBeVisible();
  await expectNoAxeViolations(page);

  // the FCO file: a picture is refused before any upload, with the reason; which files the form refuses
  // (type, size over 10 MB, empty) is mf-marketplace/src/lib/market-file.test.ts's, without moving
  // 10 MB into the browser
  const fcoInput = page.getByLabel('FCO Terms & Conditions');
  await fcoInput.setInputFiles(pngFile('terms.png'));
  await expectToast(page, 'Invalid file type');
  await expectToast(page, 'Please upload a PDF or Word document.');
  await expect(page.getByTestId('uploaded-file')).toHaveCount(0);

  // part filled: only what is still missing is named, and what was typed stays
  await page.getByLabel('Product Name').fill(name);
  // typed as traders do, with the thousands grouped (the API receives the number 1000)
  await page.getByLabel('Quantity').fill('1,000');
  await page.getByRole('button', { name: 'Submit New Listing' }).click();
  await expectToast(page, 'Missing: Location, Delivery, Term');
  await expect(page.getByLabel('Product Name')).toHaveValue(name);

  await page.getByLabel('Location').fill('Rotterdam');
  await page.getByLabel('Delivery').selectOption('CIF');
  await page.getByLabel('Term', { exact: true }).selectOption('Spot');
  await page.getByLabel('Price', { exact: true }).fill('650.50');
  // trade terms, optional: the quality, the tolerance and the inspector
  await page.getByLabel('Quality Standard').fill('EN590 10 ppm');
  await page.getByLabel('Tolerance (± %)').fill('5');
  await page.getByLabel('Inspection Company').fill('SGS');
  await expect(page.getByLabel('Quantity')).toHaveValue('1,000');
  // fields filled, no FCO yet
  await page.getByRole('button', { name: 'Submit New Listing' }).click();
  await expectToast(page, 'Please upload FCO Terms & Conditions');

  await fcoInput.setInputFiles(pdfFile('fco-terms.pdf', 'Full Corporate Offer'));
  const uploaded = page.getByTestId('uploaded-file');
  await expect(uploaded).toContainText('fco-terms.pdf');
  await expect(uploaded).toContainText(/\(\d+\.\d KB\)/);
  await page.getByRole('button', { name: 'Submit New Listing' }).click();
  await expectToast(page, 'Listing submitted successfully');
  await expect(page).toHaveURL(/\/my-listings$/);
  await expectHeading(page, 'My Listings');
  await expect(ownerItem(page, name).getByTestId('item-status')).toHaveText('Active');

  // stored: the item with the form's fields and its FCO, the file attached to it
  const listing = await findOwnItem(seller, 'listing', name);
  const stored = await readItem(`USER#${seller.userId}`, `LISTING#${listing.id}`);
  expect(stored).toMatchObject({
    entity: 'market_item',
    kind: 'listing',
    name,
    location: 'Rotterdam',
    quantity: 1000,
    unit: 'MT',
    delivery: 'CIF',
    term: 'Spot',
    price_type: 'fixed',
    price: 650.5,
    currency: 'USD',
    industry: 'Energy',
    status: 'Active',
    fco_file: { file_name: 'fco-terms.pdf' },
    quality_standard: 'EN590 10 ppm',
    quantity_tolerance: 5,
    inspection_company: 'SGS',
    origin: null,
  });
  const fcoRecord = await readItem(`USER#${seller.userId}`, `MFILE#${(stored!.fco_file as Json).id}`);
  expect(fcoRecord).toMatchObject({ file_name: 'fco-terms.pdf', file_type: 'application/pdf' });
  expect(fcoRecord!.attached_to).toBeTruthy();

  // a buyer inquires (the Inquire page has its own spec)
  const inquiry = await api(buyer, 'POST', `/marketplace/listings/${listing.id}/inquiries`, {
    quantity: 250,
    message: 'We take 250 MT for March delivery.',
  });

  await page.reload();
  const card = ownerItem(page, name);
  await expect(card).toContainText('1 inquiry: 1 pending');
  const dealId = await acceptOnlyInquiry(page, name, inquiry.company as string);

  await expectDealInTable(dealId, buyer, seller, listing.id as string);
  expect(await readItem(`MARKET#${listing.id}`, `INQUIRY#${inquiry.id}`)).toMatchObject({
    status: 'Accepted',
    deal_id: dealId,
  });
  expect(await readItem(`USER#${seller.userId}`, `LISTING#${listing.id}`)).toMatchObject({
    committed_quantity: 250,
    status: 'Active',
  });

  // the buyer's sent inquiries on My Requests: Accepted, with the deal
  const buyerPage = await signedInPage(browser, buyer);
  await buyerPage.goto('/my-requests');
  await expectHeading(buyerPage, 'My Requests');
  const sent = buyerPage.getByTestId('sent-inquiry-row').filter({ hasText: name });
  await expect(sent.getByTestId('inquiry-status')).toHaveText('Accepted');
  await expect(sent.getByRole('link', { name: `View Deal #${dealId}` })).toHaveAttribute(
    'href',
    `/deal/${dealId}`,
  );
  await expect(buyerPage.getByText(/1 of \d+ inquiries used this month/)).toBeVisible();
  await expectNoAxeViolations(buyerPage);

  // the listing's page shows the trade terms given, and none of those left empty
  await buyerPage.goto(`/marketplace/buyer/item/${listing.id}`);
  const item = buyerPage.getByTestId('inquiry-item');
  await expect(item).toContainText('QualityEN590 10 ppm');
  await expect(item).toContainText('Quantity Tolerance± 5 %');
  await expect(item).toContainText('InspectionSGS');
  await expect(item).not.toContainText('Origin');
});

test('a buyer submits a request with its FCO; a seller inquires with both documents; the buyer opens them and accepts', async ({
  browser,
}) => {
  const [buyer, seller] = await Promise.all([createPersona('buyer'), createPersona('seller')]);
  const name = `Gold Bullion ${randomUUID().slice(0, 8)}`;
  const page = await signedInPage(browser, buyer, 390);

  await page.goto('/submit-request');
  await expectHeading(page, 'Submit New Request');
  await expect(page.getByRole('link', { name: '← Back to My Requests' })).toHaveAttribute(
    'href',
    '/my-requests',
  );
  await page.getByLabel('Industry').selectOption('Precious Metals');
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Location').fill('Zurich');
  await page.getByLabel('Quantity').fill('40');
  await page.getByLabel('Unit').selectOption('KG');
  await page.getByLabel('Delivery').selectOption('CFR');
  await page.getByLabel('Term', { exact: true }).selectOption('LC at Sight');
  // priced as a discount to a Platts reference of one's own: 'Other' starts as 'Platts European'
  await page.getByLabel('Discount to Platts').check();
  await page.getByLabel('Platts Reference').selectOption('Other');
  await expect(page.getByLabel('Other Platts Reference')).toHaveValue('Platts European');
  await page.getByLabel('Discount', { exact: true }).fill('2.5');
  await page.getByLabel('Currency').selectOption('USDT');
  await page.getByLabel('FCO Terms & Conditions').setInputFiles(pdfFile('buyer-fco.pdf'));
  await expect(page.getByTestId('uploaded-file')).toContainText('buyer-fco.pdf');
  await page.getByRole('button', { name: 'Submit New Request' }).click();
  await expectToast(page, 'Request submitted successfully');
  await expect(page).toHaveURL(/\/my-requests$/);

  const request = await findOwnItem(buyer, 'request', name);
  expect(await readItem(`USER#${buyer.userId}`, `REQUEST#${request.id}`)).toMatchObject({
    kind: 'request',
    industry: 'Precious Metals',
    quantity: 40,
    unit: 'KG',
    term: 'LC at Sight',
    price_type: 'discount',
    price: null,
    platts_reference: 'Platts European',
    discount: 2.5,
    currency: 'USDT',
    status: 'Active',
    fco_file: { file_name: 'buyer-fco.pdf' },
  });

  // a seller inquires with product specifications and FCO terms
  const specifications = await uploadPdf(seller, 'product_specifications', 'specifications.pdf');
  const terms = await uploadPdf(seller, 'fco_terms', 'seller-fco.pdf');
  const inquiry = await api(seller, 'POST', `/marketplace/requests/${request.id}/inquiries`, {
    quantity: 40,
    message: 'LBMA good delivery bars.',
    product_specifications_file_id: specifications.id,
    fco_terms_file_id: terms.id,
  });

  await page.reload();
  const card = ownerItem(page, name);
  await card.getByRole('button', { name: 'Show inquiries (1)' }).click();
  // on a phone the inquiries table is a list of cards, each cell led by its column name
  const row = card.getByTestId('inquiry-row');
  await expect(row.locator('td[data-label="Company"]')).toHaveText(inquiry.company as string);
  await expect(row.locator('td[data-label="Quantity"]')).toHaveText('40 kg');
  await row.getByRole('button', { name: `View inquiry from ${inquiry.company}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
  await expect(dialog).toContainText('LBMA good delivery bars.');
  // the documents: a short-lived link from the server for each
  for (const file of ['specifications.pdf', 'seller-fco.pdf']) {
    const link = page.waitForResponse(
      (res) => /\/marketplace\/files\/[^/]+\/download$/.test(res.url()) && res.status() === 200,
    );
    const popup = page.waitForEvent('popup').catch(() => undefined);
    await dialog.getByRole('button', { name: `Download ${file}` }).click();
    // keys name the kind of file and a random id, never the (anonymous) uploader
    const url = ((await (await link).json()) as Json).url as string;
    expect(url).toMatch(/\/market-(product-specifications|fco-terms)\//);
    expect(url).not.toContain(seller.userId);
    await popup;
  }
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  // the whole quantity is committed: the request is Accepted, out of the Active tab, in All
  const dealId = await acceptOnlyInquiry(page, name, inquiry.company as string, { leavesTab: true });
  await expectDealInTable(dealId, buyer, seller, request.id as string);
  await expect(ownerItem(page, name).getByTestId('item-status')).toHaveText('Accepted');
  await expect(ownerItem(page, name).getByRole('link', { name: `Edit ${name}` })).toHaveCount(0);

  const sellerPage = await signedInPage(browser, seller);
  await sellerPage.goto('/my-listings');
  const sent = sellerPage.getByTestId('sent-inquiry-row').filter({ hasText: name });
  await expect(sent.getByTestId('inquiry-status')).toHaveText('Accepted');
});

test('the owner edits a listing (a concurrent change is reloaded and said), deactivates and reactivates it, and declines an inquiry with a reason', async ({
  browser,
}) => {
  const [seller, buyer] = await Promise.all([createPersona('seller'), createPersona('buyer')]);
  const name = `Jet Fuel A1 ${randomUUID().slice(0, 8)}`;
  const listing = await createItemThroughApi(seller, 'listing', name);
  const page = await signedInPage(browser, seller);

  await page.goto('/my-listings');
  await ownerItem(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/submit-listing\\?edit=${listing.id}$`));
  await expectHeading(page, 'Edit Listing');
  await expect(page.getByLabel('Product Name')).toHaveValue(name);
  await expect(page.getByLabel('Quantity')).toHaveValue('800');

  // someone (another tab) saves first: the save is refused, the current values are loaded and said
  await api(seller, 'PUT', `/marketplace/listings/${listing.id}`, {
    form: { name, location: 'Antwerp', quantity: 900, delivery: 'FOB', term: 'Spot', industry: 'Energy' },
    version: listing.version,
  });
  await page.getByLabel('Quantity').fill('1200');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Failed to submit listing');
  await expect(page.getByText('was changed elsewhere, so its current values have been loaded')).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveValue('Antwerp');
  await expect(page.getByLabel('Quantity')).toHaveValue('900');

  await page.getByLabel('Quantity').fill('1200');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Listing updated successfully');
  await expect(page).toHaveURL(/\/my-listings$/);
  expect(await readItem(`USER#${seller.userId}`, `LISTING#${listing.id}`)).toMatchObject({
    quantity: 1200,
    location: 'Antwerp',
    version: 3,
  });

  // Deactivate: out of Active, in Inactive; Reactivate brings it back
  await ownerItem(page, name)
    .getByRole('button', { name: `Deactivate ${name}` })
    .click();
  await expectToast(page, 'Listing deactivated');
  await expect(ownerItem(page, name)).toHaveCount(0);
  await page.getByRole('tab', { name: /^Inactive \(1\)$/ }).click();
  await expect(page).toHaveURL(/tab=Inactive/);
  await expect(ownerItem(page, name).getByTestId('item-status')).toHaveText('Inactive');
  await expectNoAxeViolations(page);
  expect((await readItem(`USER#${seller.userId}`, `LISTING#${listing.id}`))!.status).toBe('Inactive');
  await ownerItem(page, name)
    .getByRole('button', { name: `Reactivate ${name}` })
    .click();
  await expectToast(page, 'Listing reactivated');
  await expect(page.getByText("You don't have any inactive listings yet.")).toBeVisible();
  await page.getByRole('tab', { name: /^Active/ }).click();

  // an expanded listing without inquiries, then one declined with a reason the buyer sees
  await ownerItem(page, name).getByRole('button', { name: 'Show inquiries (0)' }).click();
  await expect(page.getByText('No inquiries received for this listing yet.')).toBeVisible();
  const inquiry = await api(buyer, 'POST', `/marketplace/listings/${listing.id}/inquiries`, {
    quantity: 100,
  });
  await page.reload();
  await ownerItem(page, name).getByRole('button', { name: 'Show inquiries (1)' }).click();
  await page.getByRole('button', { name: `View inquiry from ${inquiry.company}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await dialog.getByLabel('Reason (optional)').fill('Sold out for March.');
  await dialog.getByRole('button', { name: 'Confirm Decline' }).click();
  await expectToast(page, 'Inquiry declined');
  await expect(ownerItem(page, name).getByTestId('inquiry-status')).toHaveText('Declined');
  expect(await readItem(`MARKET#${listing.id}`, `INQUIRY#${inquiry.id}`)).toMatchObject({
    status: 'Declined',
    decline_reason: 'Sold out for March.',
  });
  const buyerPage = await signedInPage(browser, buyer);
  await buyerPage.goto('/my-requests');
  const sent = buyerPage.getByTestId('sent-inquiry-row').filter({ hasText: name });
  await expect(sent.getByTestId('inquiry-status')).toHaveText('Declined');
  await expect(sent).toContainText('Reason: Sold out for March.');
});

test('with moderation on, new listings are Pending and off the marketplace until an admin approves one on /admin/moderation; a rejection shows its reason @platform-settings', async ({
  browser,
}) => {
  const [seller, buyer, admin] = await Promise.all([
    createPersona('seller'),
    createPersona('buyer'),
    createPersona('admin'),
  ]);
  const tag = randomUUID().slice(0, 8);
  const approved = `Copper Cathodes ${tag}`;
  const rejected = `Sugar Raw ${tag}`;

  // Moderation is a platform-wide setting: it is on only while these two listings are created, so that
  // specs running beside this one see the default again at once.
  const settings = await api(admin, 'GET', '/admin/settings');
  let first: Json;
  let second: Json;
  await api(admin, 'PUT', '/admin/settings', { ...settings, moderate_new_items: true });
  try {
    [first, second] = await Promise.all([
      createItemThroughApi(seller, 'listing', approved),
      createItemThroughApi(seller, 'listing', rejected),
    ]);
  } finally {
    await api(admin, 'PUT', '/admin/settings', settings);
  }
  expect([first.status, second.status]).toEqual(['Pending', 'Pending']);

  // the owner sees both Pending (All tab); buyers do not see them
  const sellerPage = await signedInPage(browser, seller);
  await sellerPage.goto('/my-listings?tab=All');
  await expect(ownerItem(sellerPage, approved).getByTestId('item-status')).toHaveText('Pending');
  await expect(ownerItem(sellerPage, approved)).toContainText('Waiting for approval');
  const search = () => api(buyer, 'GET', `/marketplace/listings?q=${encodeURIComponent(tag)}`);
  expect((await search()).total).toBe(0);

  // the admin reaches the queue from the dashboard
  const adminPage = await signedInPage(browser, admin);
  await adminPage.goto('/admin');
  await adminPage.getByRole('button', { name: 'Listing Moderation' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/moderation$/);
  await expectHeading(adminPage, 'Listing Moderation');
  const row = (name: string) => adminPage.getByTestId('moderation-row').filter({ hasText: name });
  await expect(row(approved)).toContainText('Listing');
  await expect(row(approved)).toContainText('Energy');
  await expect(row(approved)).toContainText('800 MT');
  await expect(row(approved)).toContainText(first.owner_label as string);
  await expectNoAxeViolations(adminPage);

  // reject needs a reason
  await row(rejected)
    .getByRole('button', { name: `Reject ${rejected}` })
    .click();
  const dialog = adminPage.getByRole('dialog', { name: 'Reject Listing' });
  await dialog.getByRole('button', { name: 'Confirm Rejection' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The FCO is not signed.');
  await dialog.getByRole('button', { name: 'Confirm Rejection' }).click();
  await expectToast(adminPage, 'Listing rejected');
  await expect(row(rejected)).toHaveCount(0);

  await row(approved)
    .getByRole('button', { name: `Approve ${approved}` })
    .click();
  await expectToast(adminPage, 'Listing approved');
  await expect(row(approved)).toHaveCount(0);
  expect((await readItem(`USER#${seller.userId}`, `LISTING#${first.id}`))!.status).toBe('Active');
  expect(await readItem(`USER#${seller.userId}`, `LISTING#${second.id}`)).toMatchObject({
    status: 'Rejected',
    rejection_reason: 'The FCO is not signed.',
  });

  // published: buyers find it (within the search replica's catch-up); the rejected one stays hidden
  await expect
    .poll(async () => (await search()).items.map((i: Json) => i.name), { timeout: 10_000 })
    .toEqual([approved]);
  await sellerPage.reload();
  await expect(ownerItem(sellerPage, approved).getByTestId('item-status')).toHaveText('Active');
  await expect(ownerItem(sellerPage, rejected).getByTestId('item-status')).toHaveText('Rejected');
  await expect(ownerItem(sellerPage, rejected)).toContainText('The FCO is not signed.');
});

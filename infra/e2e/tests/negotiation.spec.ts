import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Inquiry } from '@portal/contracts/marketplace';
import { repoRoot } from '../../local/stack-file';
import { seriousViolations, settle } from '../support/a11y';
import { createListing, inquireOnListing, isoDay } from '../support/market-api';
import { createPersona, type Persona } from '../support/personas';
import { signInContext } from '../support/session';
import { expectToast } from '../support/ui';

/**
 * A negotiation as both sides live it, set up through the API: the buyer's inquiry on a listing with a
 * Platts formula price is round 1; the seller counters in the browser with a fixed price and a shorter
 * validity (form, review, send); the buyer sees the changes marked and accepts; the deal's Deal Details
 * state the agreed terms and its History the rounds. Screenshots of the dialog at 1280 and 390 px go
 * to .local/screens/.
 *
 * An offer that ran out is not here: the API keeps an offer open at least 5 minutes, so a browser test
 * cannot set one up through it. The refusal of a move on it, the sweep that closes it and tells both
 * sides once, and the sent list's answer are functions/test/marketplace-inquiries.int.test.ts's; the
 * dialog's rendering of that answer (Expired, no move but Close) is
 * mf-marketplace/src/features/my-items/components/InquiryDialog.test.tsx's.
 */

const screens = join(repoRoot, '.local', 'screens');

async function pageAs(browser: Browser, who: Persona, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: width === 1280 ? 800 : 844 } });
  await signInContext(context, who);
  return context.newPage();
}

/** Opens an inquiry's dialog: the owner's from its item card on My Listings, the inquirer's from Sent Inquiries. */
async function openOwnersDialog(page: Page, itemName: string, inquirer: string) {
  await page.goto('/my-listings');
  const card = page.getByTestId('owner-item').filter({ hasText: itemName });
  await card.getByRole('button', { name: /^Show inquiries/ }).click();
  await card.getByRole('button', { name: `View inquiry from ${inquirer}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openSentDialog(page: Page, itemName: string) {
  await page.goto('/my-requests');
  await page.getByRole('button', { name: `View inquiry on ${itemName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectAccessible(page: Page) {
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
}

const formulaListing = (name: string) => ({
  name,
  quantity: 50_000,
  price_type: 'discount' as const,
  price: null,
  platts_reference: 'Dated Brent',
  discount: 12.5,
});

test('a buyer inquires on a formula price, the seller counters with a fixed price, the buyer accepts', async ({
  browser,
}) => {
  const [seller, buyer] = await Promise.all([createPersona('seller'), createPersona('buyer')]);
  const name = `EN590 Diesel ${randomUUID().slice(0, 6)}`;
  const listing = await createListing(seller, formulaListing(name));
  const sent = await inquireOnListing(buyer, listing.id, 25_000);
  expect(sent.status).toBe(201);
  const inquirer = (sent.body as Inquiry).company;

  // the seller answers round 1 with a counter-offer
  const sellerPage = await pageAs(browser, seller);
  let dialog = await openOwnersDialog(sellerPage, name, inquirer);
  const round1 = dialog.getByRole('listitem', { name: 'Round 1' });
  await expect(round1).toContainText('Platts Dated Brent − 12.50 USD/MT, 5 days around B/L date');
  await expect(round1).toContainText(/Open until .+ \(23 h \d+ min left\)/);
  await dialog.getByRole('button', { name: 'Counter' }).click();
  await dialog.getByLabel('Price', { exact: true }).selectOption('fixed');
  await dialog.getByLabel('Price per MT').fill('685.50');
  await dialog.getByLabel('Quantity (MT)').fill('20,000');
  await dialog.getByLabel('Delivery from').fill(isoDay(30));
  await dialog.getByLabel('Delivery to').fill(isoDay(40));
  await dialog.getByLabel('Payment term').selectOption('LC at Sight');
  await dialog.getByLabel('Valid for').selectOption({ label: '6 hours' });
  await dialog.getByLabel('Message (optional)').fill('Fixed price, first half of the month.');
  await dialog.getByRole('button', { name: 'Review Counter-Offer' }).click();
  await expect(dialog.getByText(/Send this firm offer to Buyer #\d{4}\?/)).toBeVisible();
  await expect(dialog.getByLabel('Your counter-offer')).toContainText('685.50 USD/MT');
  await sellerPage.screenshot({ path: join(screens, 'negotiation-review-1280.png') });
  await dialog.getByRole('button', { name: 'Send Counter-Offer' }).click();
  await expectToast(sellerPage, 'Counter-offer sent');

  // the buyer sees what changed and accepts round 2
  for (const width of [390, 1280]) {
    const buyerPage = await pageAs(browser, buyer, width);
    dialog = await openSentDialog(buyerPage, name);
    const round2 = dialog.getByRole('listitem', { name: 'Round 2' });
    await expect(round2).toContainText('685.50 USD/MT');
    await expect(round2.getByText('changed')).toHaveCount(5);
    await expect(round2).toContainText(/\(5 h \d+ min left\)/);
    await expectAccessible(buyerPage);
    await buyerPage.screenshot({ path: join(screens, `negotiation-thread-${width}.png`), fullPage: true });
    if (width === 390) {
      await buyerPage.context().close();
      continue;
    }
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog.getByText(/Accept the offer of Seller #\d{4} in round 2\?/)).toBeVisible();
    await expect(dialog.getByLabel('Terms you accept')).toContainText('LC at Sight');
    await dialog.getByRole('button', { name: 'Confirm Accept' }).click();
    await expectToast(buyerPage, 'Offer accepted');
    // the sent inquiry now links to the deal, which holds the agreed terms and the rounds
    const row = buyerPage.getByTestId('sent-inquiry-row').filter({ hasText: name });
    await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
    await row.getByRole('link', { name: /^View Deal #/ }).click();
    await expect(buyerPage.getByText(/The negotiation ended in agreement/)).toBeVisible();
    const details = buyerPage.getByRole('tabpanel', { name: 'Deal Details' });
    await expect(details).toContainText('20,000 MT');
    await expect(details).toContainText('685.50');
    await expect(details).toContainText('LC at Sight');
    await expect(details).toContainText('Delivery Window');
    await buyerPage.getByRole('tab', { name: 'History' }).click();
    const rounds = buyerPage.getByTestId('negotiation-round');
    await expect(rounds).toHaveCount(2);
    await expect(rounds.nth(1)).toContainText(/Round 2: counter-offer by Seller #\d{4} \(accepted\)/);
    await buyerPage.screenshot({ path: join(screens, 'negotiation-deal-history-1280.png'), fullPage: true });
  }
});

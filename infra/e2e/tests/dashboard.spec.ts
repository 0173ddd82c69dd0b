import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { localStack } from '../../local/personas';
import { isNotificationEmail, mailInbox, type SinkEmail } from '../../local/mail-inbox';
import { repoRoot } from '../../local/stack-file';
import { seriousViolations, settle } from '../support/a11y';
import { dealWalk } from '../../../functions/test/support/deal-walk';
import { apiAs, createListing, inquireOnListing, overrideStage } from '../support/market-api';
import { createPersona, type Persona } from '../support/personas';
import { signInThroughUi } from '../support/ui';

/**
 * The Dashboard of a buyer with deals in each Deal Flow column, against what the API holds: the My
 * Deals counts, the month's inquiries, the rating, the buyer's own activities (searched and paged), and
 * the notifications of the accepted inquiries, in the card, behind the bell and in the SMTP sink.
 * Opening a notification marks it read and goes to its deal. Set up and checked through the API. Screenshots at 1280 px and
 * 390 px go to .local/screens/.
 */
const local = localStack();
const screens = join(repoRoot, '.local', 'screens');

let buyer: Persona;
let seller: Persona;
let admin: Persona;
const dealIds: string[] = [];
const products: string[] = [];

type Listed = { id: string; type: string; title: string; link: string; read: boolean };

/** The persona's notifications as the API lists them (newest first; these tests stay under 50). */
async function notificationsOf(who: Persona): Promise<Listed[]> {
  const res = await apiAs<{ notifications: Listed[] }>(who, 'GET', '/notifications?limit=50');
  expect(res.status).toBe(200);
  return res.body.notifications;
}

/** Every activity of the persona, page by page as the API serves them. */
async function activitiesOf(who: Persona): Promise<unknown[]> {
  const all: unknown[] = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; body: { activities: unknown[]; next_cursor: string | null } } = await apiAs(
      who,
      'GET',
      `/activities${cursor ? `?cursor=${cursor}` : ''}`,
    );
    expect(res.status).toBe(200);
    all.push(...res.body.activities);
    cursor = res.body.next_cursor;
  } while (cursor);
  return all;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  [buyer, seller, admin] = await Promise.all([
    createPersona('buyer'),
    createPersona('seller'),
    createPersona('admin'),
  ]);
  const tag = Date.now().toString(36);
  // six inquiries accepted: six deals, six activities (more than one page), six notifications
  for (const name of ['Gasoil', 'Gold Bars', 'Soybeans', 'Jet A1', 'Silver', 'Wheat']) {
    const product = `Dash${tag} ${name}`;
    const listing = await createListing(seller, { name: product, quantity: 1000 });
    const inquiry = await inquireOnListing(buyer, listing.id, 100);
    expect(inquiry.status).toBe(201);
    const accepted = await apiAs<{ deal_id: string }>(
      seller,
      'POST',
      `/marketplace/inquiries/${(inquiry.body as { id: string }).id}/accept`,
      {},
    );
    expect(accepted.status).toBeLessThan(300);
    dealIds.push(accepted.body.deal_id);
    products.push(product);
  }
  // two deals move on in the flow: one ongoing (50 %), one completed; four stay pending
  await overrideStage(admin, dealIds[1]!, 'final-spa-uploaded', 'Arranged for the dashboard test');
  await overrideStage(admin, dealIds[2]!, 'deal-closed', 'Arranged for the dashboard test');
});

async function openDashboard(page: Page) {
  await signInThroughUi(page, buyer.email, buyer.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await settle(page);
}

test('the cards show what the table holds for the buyer', async ({ page }) => {
  await openDashboard(page);
  const myDeals = page.getByTestId('card-my-deals');
  await expect(myDeals.getByTestId('deals-pending')).toHaveText('4');
  await expect(myDeals.getByTestId('deals-ongoing')).toHaveText('1');
  await expect(myDeals.getByTestId('deals-completed')).toHaveText('1');

  const used = await apiAs<{ usage: { used: number; limit: number } }>(
    buyer,
    'GET',
    '/marketplace/inquiries/sent',
  );
  expect(used.body.usage.used).toBe(6);
  await expect(page.getByTestId('inquiries-used')).toHaveText(
    `6 of ${used.body.usage.limit} used this month`,
  );

  await expect(page.getByTestId('star-rating')).toContainText('2.5');
  await expect(page.getByTestId('rating-reviews')).toHaveText('0 reviews');
  await page.getByTestId('star-rating').focus();
  await expect(page.getByRole('tooltip')).toContainText('the starting rating');

  // My Recent Activities: the six inquiries the buyer sent, as the API lists them, five on the first page
  expect(await activitiesOf(buyer)).toHaveLength(6);
  const activities = page.getByTestId('card-activities');
  await expect(activities.getByTestId('activity-row')).toHaveCount(5);
  await expect(activities.getByTestId('activity-row').first()).toContainText(`Inquiry sent: ${products[5]}`);
  await expect(activities.getByTestId('activity-row').first()).toContainText('Pending');
  await activities.getByRole('button', { name: 'Next' }).click();
  await expect(activities.getByTestId('activity-row')).toHaveCount(1);
  await expect(activities.getByTestId('activity-row')).toContainText(`Inquiry sent: ${products[0]}`);
  await activities.getByRole('button', { name: 'Previous' }).click();
  await expect(activities.getByTestId('activity-row')).toHaveCount(5);
  await activities.getByRole('searchbox', { name: 'Search activities' }).fill('gold bars');
  await expect(activities.getByTestId('activity-row')).toHaveCount(1);
  await expect(activities.getByTestId('activity-row')).toContainText(products[1]!);
  await activities.getByRole('searchbox', { name: 'Search activities' }).fill('nothing like this');
  await expect(activities.getByText('No activities found')).toBeVisible();
});

test('a notification of an accepted inquiry is in the card, behind the bell and in the SMTP sink', async ({
  page,
}) => {
  // every notification of the buyer is in the table, unread; the accepted inquiries among them
  const stored = await notificationsOf(buyer);
  const acceptedNotices = stored.filter((item) => item.type === 'inquiry-accepted');
  expect(acceptedNotices).toHaveLength(6);
  expect(stored.every((item) => item.read === false)).toBe(true);
  const unread = stored.length;

  // their email copies go out through the table's stream to the SMTP sink, one each
  const inbox = mailInbox(local.stack);
  const emails = await inbox.waitFor(buyer.email, unread, 90_000, isNotificationEmail);
  expect(emails).toHaveLength(unread);
  const acceptedEmails = emails.filter((email) => email.subject.includes('Inquiry accepted'));
  expect(acceptedEmails).toHaveLength(6);
  expect(acceptedEmails.some((email) => email.text.includes(`/deal/${dealIds[0]}`))).toBe(true);

  await openDashboard(page);
  const card = page.getByTestId('card-notifications');
  await expect(card.getByTestId('notification')).toHaveCount(Math.min(5, unread));
  await expect(card.getByTestId('notifications-unread')).toHaveText(`${unread} unread`);
  await expect(page.getByTestId('notification-count')).toContainText(String(unread));

  // the bell's panel lists them too; opening the newest goes to its object and marks it read
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByTestId('notification')).toHaveCount(Math.min(10, unread));
  const newestLink = panel.getByTestId('notification').first().getByRole('link');
  const href = await newestLink.getAttribute('href');
  expect(href).toMatch(/^\/deal\//);
  await newestLink.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByTestId('notification-count')).toContainText(String(unread - 1));
  const readOnes = (await notificationsOf(buyer)).filter((item) => item.read);
  expect(readOnes).toHaveLength(1);
  expect(readOnes[0]?.link).toBe(href);

  // Mark all as read from the Dashboard's card empties the bell's count
  await page.goto('/');
  await page.getByTestId('card-notifications').getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('card-notifications').getByTestId('notifications-unread')).toHaveText(
    'All read',
  );
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  const after = await notificationsOf(buyer);
  expect(after.every((item) => item.read === true)).toBe(true);
});

for (const width of [1280, 390]) {
  test(`the Dashboard at ${width} px: nothing off-screen, no serious axe finding`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openDashboard(page);
    await expect(page.getByTestId('activity-row')).toHaveCount(5);
    mkdirSync(screens, { recursive: true });
    await page.screenshot({ path: join(screens, `dashboard-${width}.png`), fullPage: true });
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('notification-bell').click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await page.screenshot({ path: join(screens, `dashboard-bell-${width}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("a reviewed deal document is in its uploader's bell; only what they must do is e-mailed", async ({
  page,
}) => {
  // the seller's initial SPA is uploaded and approved by an admin on one of the deals
  const walk = dealWalk((who: Persona, method, path, body) =>
    apiAs<Record<string, unknown>>(who, method as 'GET' | 'POST' | 'PUT', path, body),
  );
  await walk.walkTo(seller, buyer, admin, dealIds[3]!, 'proof-documents');
  const listed = await notificationsOf(seller);
  const approved = listed.filter((item) => item.type === 'document-approved');
  expect(approved).toHaveLength(1);
  expect(approved[0]?.link).toBe(`/deal/${dealIds[3]}`);
  const title = String(approved[0]?.title);
  expect(title).toMatch(/^Sanitized Initial SPA approved — /);

  // what the seller must do next is e-mailed; the approval, written before it, stays in the bell
  const inbox = mailInbox(local.stack);
  const next = (email: SinkEmail) =>
    isNotificationEmail(email) && email.subject.startsWith('Action required: upload the proof of product — ');
  expect(await inbox.waitFor(seller.email, 1, 90_000, next)).toHaveLength(1);
  const emails = await inbox.to(seller.email, isNotificationEmail);
  expect(emails.map((email) => email.subject)).not.toContain(title);
  expect(listed.map((item) => item.title)).toEqual(expect.arrayContaining(emails.map((e) => e.subject)));

  await signInThroughUi(page, seller.email, seller.password);
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByTestId('notification').filter({ hasText: title })).toHaveCount(1);
});

import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { localStack } from '../../local/personas';
import { repoRoot } from '../../local/stack-file';
import { seriousViolations, settle } from '../support/a11y';
import { createListing } from '../support/market-api';
import { createPersona } from '../support/personas';
import { signInContext } from '../support/session';
import { expectToast } from '../support/ui';

/**
 * A saved search as a buyer lives it: Save Search on a marketplace page keeps its query under a name,
 * My saved searches lists it; a seller lists a matching item (through the API); the alert job, run here
 * on the stack's table as its schedule runs it, tells the buyer in the bell and by e-mail (read from
 * the SMTP sink), and the alert opens the search with the new item marked. Screenshots in
 * .local/screens/, axe on the dialog.
 */
const local = localStack();
const screens = join(repoRoot, '.local', 'screens');

test('a saved search alerts its owner of a new matching listing, in the bell and by e-mail', async ({
  browser,
}) => {
  const [buyer, seller] = await Promise.all([createPersona('buyer'), createPersona('seller')]);
  const word = `zq${randomUUID().slice(0, 8)}`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInContext(context, buyer);
  const page = await context.newPage();
  await page.goto(`/marketplace/buyer/energy?q=${word}&location=Antwerp`);
  await page.getByRole('button', { name: 'Save Search' }).click();
  const save = page.getByRole('dialog', { name: 'Save this search' });
  await expect(save.getByLabel('Name')).toHaveValue(`${word} Antwerp`);
  await save.getByLabel('Name').fill(`Diesel ${word}`);
  await save.getByRole('button', { name: 'Save Search' }).click();
  await expectToast(page, 'Search saved');
  await page.getByRole('button', { name: 'Saved Searches (1)' }).click();
  const list = page.getByRole('dialog', { name: 'My saved searches' });
  await expect(list.getByTestId('saved-search')).toContainText(`Diesel ${word}`);
  await expect(list.getByTestId('saved-search')).toContainText(`Listings: Energy · "${word}" · Antwerp`);
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: join(screens, 'saved-searches-1280.png') });
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  const listing = await createListing(seller, { name: `EN590 Diesel ${word}`, location: 'Antwerp' });
  Object.assign(process.env, {
    TABLE_NAME: local.table,
    DYNAMODB_ENDPOINT: local.stack.dynamodb.endpoint,
    AWS_REGION: local.stack.region,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  });
  const { alertSavedSearches } =
    await import('../../../functions/src/marketplace/use-cases/alert-saved-searches');
  // the stack's own timer may run the job first: either way the buyer is told once
  await alertSavedSearches();

  // the e-mail, in the SMTP sink
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${local.stack.mailUrl}/email`)).json()) as Array<{
        subject: string;
        to: Array<{ address: string }>;
      }>;
      return mails.filter(
        (m) =>
          m.subject.includes(`New matches for "Diesel ${word}"`) &&
          m.to.some((t) => t.address === buyer.email),
      ).length;
    })
    .toBe(1);

  // the bell, and the alert opening the search with the new listing marked
  await page.reload();
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const alert = panel.getByTestId('notification').filter({ hasText: `New matches for "Diesel ${word}"` });
  await expect(alert).toHaveCount(1);
  // the alert's link opens the search (followed by address: the panel keeps re-placing itself)
  const href = await alert.locator('a').first().getAttribute('href');
  await page.goto(href!);
  await expect(page).toHaveURL(new RegExp(`/marketplace/buyer/energy\\?q=${word}&location=Antwerp&new=`));
  const card = page.getByTestId('market-card').filter({ hasText: listing.name });
  await expect(card.getByTestId('card-new')).toHaveText('New match');
  await page.screenshot({ path: join(screens, 'saved-search-alert-1280.png') });
  await context.close();
});

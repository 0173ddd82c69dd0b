import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { repoRoot } from '../../local/stack-file';
import { seriousViolations, settle } from '../support/a11y';
import { createListing, createRequest } from '../support/market-api';
import { createPersona } from '../support/personas';
import { signInContext } from '../support/session';

/**
 * Matches as a buyer meets them, set up through the API: on My Requests a request's Matches lists the
 * listing that answers it with its score and reasons, and Propose Inquiry opens the inquiry form on
 * that listing. At 1280 and 390 px, with screenshots in .local/screens/ and axe on the open panel.
 */
const screens = join(repoRoot, '.local', 'screens');

test('a request shows the listing that answers it, scored, and proposes an inquiry on it', async ({
  browser,
}) => {
  const [seller, buyer] = await Promise.all([createPersona('seller'), createPersona('buyer')]);
  const name = `Palm Seed Oil ${randomUUID().slice(0, 6)}`;
  const common = {
    name,
    industry: 'Agriculture' as const,
    location: 'Kuala Lumpur',
    delivery: 'FOB' as const,
  };
  const listing = await createListing(seller, { ...common, quantity: 8_000, price: 930 });
  await createRequest(buyer, { ...common, quantity: 5_000, price: 950, term: 'LC at Sight' });

  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 1280 ? 800 : 844 } });
    await signInContext(context, buyer);
    const page = await context.newPage();
    await page.goto('/my-requests');
    const card = page.getByTestId('owner-item').filter({ hasText: name });
    await card.getByRole('button', { name: 'Matches' }).click();
    const match = card.getByTestId('match').filter({ hasText: name });
    await expect(match.getByTestId('match-score')).toHaveText(/^Score (9\d|100) \/ 100$/);
    await expect(match.getByRole('list', { name: 'Why it matches' })).toContainText(
      'Same place: Kuala Lumpur',
    );
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await match.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screens, `matches-${width}.png`) });
    if (width === 1280) {
      await match.getByRole('link', { name: `Propose Inquiry on ${name}` }).click();
      await expect(page).toHaveURL(
        new RegExp(`/marketplace/buyer/inquire\\?id=${listing.id}&quantity=5000$`),
      );
      await expect(page.getByText(name).first()).toBeVisible();
      // the inquiry starts from what both sides have; sending it still asks for confirmation
      await expect(page.getByLabel(/^Quantity/)).toHaveValue('5000');
    }
    await context.close();
  }
});

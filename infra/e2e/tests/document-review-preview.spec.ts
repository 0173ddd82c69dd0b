import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { repoRoot } from '../../local/stack-file';
import { current } from '../../../functions/test/support/deal-walk';
import { seriousViolations, settle } from '../support/a11y';
import { dealAt, walk, walkFile, type DealParties } from '../support/deal-setup';
import { pdfFile } from '../support/files';
import { signInContext } from '../support/session';
import { expectHeading } from '../support/ui';

/**
 * The platform's reviewer reads what it reviews: a seller's PDF awaits review (set up through the
 * API); the admins' queue shows how long it has waited, and its row opens the review card on the
 * deal page with the PDF shown inline, in a frame on the file store's origin. Screenshots at 1280 px and 390 px go to
 * .local/screens/.
 */

const screens = join(repoRoot, '.local', 'screens');

let deal: DealParties;
let dealName: string;
let documentId: string;

test.beforeAll(async () => {
  deal = await dealAt('initial-spa', `Jet A-1 ${Date.now().toString(36)}`);
  const { seller, admin, dealId } = deal;
  const uploaded = await walk.upload(
    seller,
    dealId,
    'initial-spa',
    walkFile(pdfFile('sanitized-spa-for-review.pdf', 'Sanitized SPA for review')),
  );
  dealName = uploaded.name as string;
  documentId = current(await walk.view(admin, dealId), 'initial-spa')!.document_id as string;
});

test("the queue shows each document's wait; its row opens the review with the PDF inline", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, deal.admin);
  const page = await context.newPage();
  await page.goto('/admin/deal-reviews');
  await expectHeading(page, 'Document Reviews');

  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: dealName }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').last()).toHaveText(/^(just now|\d+ min)$/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // the first screen: the shared stack's queue holds every spec's pending documents below it
    await page.screenshot({ path: join(screens, `review-queue-age-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole('link', { name: 'Review Sanitized Initial SPA, version 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/deal/${deal.dealId}#review-${documentId}$`));
  const card = page.locator(`#review-${documentId}`);
  await expect(card).toBeFocused();
  const frame = card.locator('iframe');
  await expect(frame).toHaveAttribute('title', 'Preview of Sanitized Initial SPA, version 1');
  await expect(frame).toBeInViewport();
  // the frame shows the file itself, from the file store's origin (not the portal's), served inline as
  // a PDF (a party's link stays an attachment)
  const src = (await frame.getAttribute('src'))!;
  expect(new URL(src).origin).not.toBe(new URL(page.url()).origin);
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['content-disposition']).toMatch(
    /^inline; filename="sanitized-spa-for-review\.pdf"/,
  );

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // the frame is shown (above): waiting for the network to fall idle waits on Chromium's PDF viewer
    await settle(page, { networkIdle: false });
    expect(await seriousViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screens, `review-panel-pdf-preview-${width}.png`) });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('button', { name: 'Hide Preview' }).click();
  await expect(card.locator('iframe')).toHaveCount(0);
  await card.getByRole('button', { name: 'View' }).click();
  await expect(card.locator('iframe')).toBeVisible();
  await context.close();
});

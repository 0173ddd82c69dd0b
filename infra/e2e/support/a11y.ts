import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA rules: what the portal promises. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations. Legacy mode
 * runs axe in the page itself: the default finishes every run in a fresh blank page (made for
 * cross-origin frames, which the portal has none of), which cost 3-6 s per page against ~0.3 s.
 *
 * AxeBuilder evaluates axe-core's source (about 500 KB) in the page twice per run. The source stays in
 * the page until the next full load, and the accessibility sweep reaches most pages inside the app: on
 * a page that already holds axe, in one frame, AxeBuilder is given an empty source and runs the axe
 * the page holds (the same rules; a page with frames gets the whole source, as AxeBuilder injects it
 * into each frame).
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const loaded =
    page.frames().length === 1 && (await page.evaluate<boolean>('typeof window.axe?.run === "function"'));
  const result = await new AxeBuilder({ page, ...(loaded ? { axeSource: ';' } : {}) })
    .withTags(WCAG_AA)
    .setLegacyMode(true)
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

/**
 * Waits until the page has settled (its h1 shown, no skeleton or busy region left, no request in
 * flight), so axe sees the page a user reads rather than its loading state.
 *
 * `networkIdle: false` leaves out the wait for no request in flight, for a page that shows a PDF in a
 * frame: Chromium's own PDF viewer fetches the file outside the page, and on a busy machine Playwright
 * then saw the page idle only after the page's next request of its own, the notification poll 30 s
 * later (measured: 26 s of a 38 s test, twice; in a full run the test ran into its 3-minute timeout).
 * Its caller waits for what the page shows (the frame) instead, before it calls this.
 */
export async function settle(page: Page, options: { networkIdle?: boolean } = {}): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (options.networkIdle !== false) await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid^="skeleton-"], [aria-busy="true"]')).toHaveCount(0);
}

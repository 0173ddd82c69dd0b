import { expect, test, type Page } from '@playwright/test';
import {
  expectedLanding,
  MESSAGES,
  routes,
  sampledRoutes as sampled,
  type ViewerKind as Viewer,
} from '../../../shell/test/guard-rules.fixture';
import { createPersona } from '../support/personas';
import { signInContext } from '../support/session';
import { expectHeading, expectToast, signInThroughUi } from '../support/ui';

/**
 * The product's guard rules (written out in shell/test/guard-rules.fixture.ts, rather than taken
 * from the shell's guard code, so the two check each other) in the browser: every viewer opens one
 * route of each guard category plus the pages that leave on their own (an Inquire page with no item, a
 * deal that is not the viewer's), and lands where the rules say, with the rule's message. The
 * comparison of every (viewer, route) pair with the shell's guard needs no browser: it is the unit test
 * shell/src/routes/guard-rules.test.ts. Every page a viewer may open is also opened by the
 * accessibility sweep.
 */
async function visit(page: Page, viewer: Viewer, route: (typeof routes)[number]): Promise<void> {
  const landing = expectedLanding(viewer, route);
  await page.goto(route.path);
  await expect(page, `${viewer} on ${route.path}`).toHaveURL((url) => url.pathname === landing.path);
  if (landing.message) await expectToast(page, landing.message);
  // the listings marketplace is titled 'Marketplace' on every industry page (the requests one names the industry)
  const heading = /^\/marketplace\/buyer\/(energy|metals|agriculture)$/.test(route.path)
    ? 'Marketplace'
    : route.title;
  if (landing.path === route.path) await expectHeading(page, heading);
  else if (landing.message === MESSAGES.noInquiryItem) await expectHeading(page, 'Marketplace');
  else if (landing.message === MESSAGES.dealNotFound)
    await expectHeading(page, landing.path === '/mandate-dashboard' ? 'Mandate Dashboard' : 'Deal Flow');
  else if (landing.path === '/auth') await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

test.describe('guard matrix: anonymous', () => {
  for (const route of sampled) {
    test(`anonymous -> ${route.path}`, async ({ page }) => visit(page, 'anonymous', route));
  }
});

for (const kind of ['inactive', 'buyer', 'seller', 'mandate', 'admin'] as const) {
  test.describe(`guard matrix: ${kind}`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      const persona = await createPersona(kind);
      const context = await browser.newContext();
      await signInContext(context, persona);
      page = await context.newPage();
    });
    test.afterAll(async () => page.context().close());
    for (const route of sampled) {
      test(`${kind} -> ${route.path}`, async () => visit(page, kind, route));
    }
    test(`${kind} -> /auth while signed in goes home`, async () => {
      await page.goto('/auth');
      const home = kind === 'inactive' ? '/my-account' : kind === 'mandate' ? '/mandate-dashboard' : '/';
      await expect(page).toHaveURL((url) => url.pathname === home);
    });
  });
}

test('an anonymous visit to /deal-flow returns there after sign-in', async ({ page }) => {
  const buyer = await createPersona('buyer');
  await page.goto('/deal-flow');
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, MESSAGES.unauthenticated);
  await signInThroughUi(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/deal-flow$/);
  await expectHeading(page, 'Deal Flow');
});

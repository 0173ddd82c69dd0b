import { expect, test, type Page } from '@playwright/test';
import { expectedLanding, routes, type ViewerKind as Viewer } from '../../../shell/test/guard-rules.fixture';
import { createPersona } from '../support/personas';
import { signInContext } from '../support/session';
import { expectHeading, expectToast, signInThroughUi } from '../support/ui';

/**
 * The shell's route guard, wired in the browser. Which kind of user may open which route, and where
 * the others land with which message, is a pure decision: the unit test
 * shell/src/routes/guard-rules.test.ts compares the written-out rules of
 * shell/test/guard-rules.fixture.ts with the shell's guard for every route and every kind of user, and
 * shell/src/routes/guard.test.ts covers every guard kind. What only a browser shows is that the guard
 * acts on a real session: the viewer read from GET /me of a real account, the redirect and its toast,
 * the attempted page remembered across the sign-in. So here one deep link per kind of refusal (no
 * session, an inactive account, an admin page, a mandates' page, a page of the buyer and seller roles),
 * each landing where the written-out rules say, with their message, and a mandate's way back from a
 * deal that is not its own (it has no Deal Flow). That every kind of user reaches each page it may
 * open is the accessibility sweep's (accessibility.spec.ts opens them all); a buyer's way back from a
 * stranger's deal page is deal-screens.spec.ts's, the Inquire page without an item
 * marketplace-browse.spec.ts's.
 */

/**
 * Opens `path` by its address as `viewer` and expects the landing the written-out rules give, with the
 * rule's message; each test then checks the landing page's heading, which names where it is itself.
 */
async function visit(page: Page, viewer: Viewer, path: string): Promise<void> {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not a route of the written-out guard rules`);
  const landing = expectedLanding(viewer, route);
  await page.goto(path);
  await expect(page, `${viewer} on ${path}`).toHaveURL((url) => url.pathname === landing.path);
  if (landing.message) await expectToast(page, landing.message);
}

async function signedInPage(page: Page, kind: Exclude<Viewer, 'anonymous'>): Promise<Page> {
  await signInContext(page.context(), await createPersona(kind));
  return page;
}

test('an anonymous visit to /deal-flow is sent to sign in, and returns there after sign-in', async ({
  page,
}) => {
  const buyer = await createPersona('buyer');
  await visit(page, 'anonymous', '/deal-flow');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await signInThroughUi(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/deal-flow$/);
  await expectHeading(page, 'Deal Flow');
});

test('an inactive account is sent from a trading page to My Account to complete its registration', async ({
  page,
}) => {
  await visit(await signedInPage(page, 'inactive'), 'inactive', '/deal-flow');
  await expectHeading(page, 'My Account');
});

test("a buyer is kept out of the admin pages and the mandates' dashboard, back on its own Dashboard", async ({
  page,
}) => {
  await signedInPage(page, 'buyer');
  await visit(page, 'buyer', '/admin');
  await expectHeading(page, 'Dashboard');
  await visit(page, 'buyer', '/mandate-dashboard');
  await expectHeading(page, 'Dashboard');
});

test('a mandate lands on its own dashboard: from a buyer and seller page, from a deal not its own, from /auth', async ({
  page,
}) => {
  await signedInPage(page, 'mandate');
  await visit(page, 'mandate', '/deal-flow');
  await expectHeading(page, 'Mandate Dashboard');
  // the deal page is the API's to refuse: 'Deal not found', then back to the dashboard
  await visit(page, 'mandate', '/deal/1');
  await expectHeading(page, 'Mandate Dashboard');
  // /auth with a session goes to the viewer's home (for a mandate without other roles, its dashboard)
  await page.goto('/auth');
  await expect(page).toHaveURL((url) => url.pathname === '/mandate-dashboard');
  await expectHeading(page, 'Mandate Dashboard');
});

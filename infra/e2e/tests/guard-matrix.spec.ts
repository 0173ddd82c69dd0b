import { expect, test, type Page } from '@playwright/test';
import { decideGuard, type Viewer as GuardViewer } from '../../../shell/src/routes/guard';
import { pathMatches } from '../../../shell/src/routes/remote-for-path';
import { routeTable } from '../../../shell/src/routes/route-table';
import { createPersona, type PersonaKind } from '../support/personas';
import { expectHeading, expectToast, signInThroughUi } from '../support/ui';

/**
 * The product's guard rules for every route of the route table and every kind of user, written out here
 * rather than taken from the shell's guard code, so the two check each other:
 * - without a browser, the written-out landing of every (viewer, route) pair is compared with the
 *   shell's guard decision on the route table's own entry;
 * - in the browser, every viewer opens one route of each guard category plus the pages that leave on
 *   their own (an Inquire page with no item, a deal that is not the viewer's), and lands where the rules
 *   say, with the rule's message. Every page a viewer may open is also opened by the accessibility sweep.
 */
type Category = 'buyer' | 'seller' | 'buyerOrSeller' | 'mandate' | 'admin' | 'signedIn' | 'register';

const routes: Array<{ path: string; title: string; category: Category }> = [
  { path: '/', title: 'Dashboard', category: 'buyerOrSeller' },
  { path: '/mandate-dashboard', title: 'Mandate Dashboard', category: 'mandate' },
  { path: '/admin', title: 'Admin Dashboard', category: 'admin' },
  { path: '/admin/buyer-accounts', title: 'Buyer Accounts', category: 'admin' },
  { path: '/admin/seller-accounts', title: 'Seller Accounts', category: 'admin' },
  { path: '/admin/deals', title: 'Deal Management', category: 'admin' },
  { path: '/admin/users', title: 'User Management', category: 'admin' },
  { path: '/verifications', title: 'Registration Verifications', category: 'admin' },
  { path: '/system/settings', title: 'System Settings', category: 'admin' },
  { path: '/admin/moderation', title: 'Listing Moderation', category: 'admin' },
  { path: '/admin/deal-reviews', title: 'Document Reviews', category: 'admin' },
  { path: '/my-account', title: 'My Account', category: 'signedIn' },
  { path: '/register/buyer', title: 'Buyer Registration', category: 'register' },
  { path: '/register/mandate', title: 'Mandate Registration', category: 'register' },
  { path: '/marketplace/buyer', title: 'Marketplace', category: 'buyer' },
  { path: '/marketplace/buyer/energy', title: 'Energy Marketplace', category: 'buyer' },
  { path: '/marketplace/buyer/metals', title: 'Precious Metals Marketplace', category: 'buyer' },
  { path: '/marketplace/buyer/agriculture', title: 'Agriculture Marketplace', category: 'buyer' },
  { path: '/marketplace/buyer/inquire', title: 'Inquire', category: 'buyer' },
  { path: '/marketplace/seller', title: 'Marketplace', category: 'seller' },
  { path: '/marketplace/seller/energy', title: 'Energy Marketplace', category: 'seller' },
  { path: '/marketplace/seller/metals', title: 'Precious Metals Marketplace', category: 'seller' },
  { path: '/marketplace/seller/agriculture', title: 'Agriculture Marketplace', category: 'seller' },
  { path: '/marketplace/seller/inquire', title: 'Inquire', category: 'seller' },
  { path: '/submit-listing', title: 'Submit New Listing', category: 'seller' },
  { path: '/submit-request', title: 'Submit New Request', category: 'buyer' },
  { path: '/my-listings', title: 'My Listings', category: 'seller' },
  { path: '/my-requests', title: 'My Requests', category: 'buyer' },
  { path: '/deal-flow', title: 'Deal Flow', category: 'buyerOrSeller' },
  { path: '/deal/1', title: 'Deal Details', category: 'buyerOrSeller' },
  { path: '/deal-flow/deal-specifications', title: 'Deal Specifications', category: 'buyerOrSeller' },
];

const MESSAGES = {
  unauthenticated: 'Authentication required: Please log in to access this page.',
  register: 'You must be logged in to access registration forms',
  inactive: 'Access denied: Your account is inactive. Please complete registration to access this page.',
  mandateOnly: 'Only mandates can access this page.',
  noPermission: "You don't have permission to access this page.",
  noInquiryItem: 'No item specified for inquiry',
  dealNotFound: 'Deal not found',
};

type Viewer = 'anonymous' | PersonaKind;
interface Landing {
  path: string;
  message?: string;
}

function expectedLanding(viewer: Viewer, route: { path: string; category: Category }): Landing {
  const stay = { path: route.path };
  if (viewer === 'anonymous') {
    return {
      path: '/auth',
      message: route.category === 'register' ? MESSAGES.register : MESSAGES.unauthenticated,
    };
  }
  // an Inquire page opened with no item named says so and goes back to its marketplace, and /deal/1
  // names no deal of the viewer: 'Deal not found', then back to the Deal Flow
  const inquire = /^\/marketplace\/(buyer|seller)\/inquire$/.exec(route.path);
  const allowed = inquire
    ? { path: `/marketplace/${inquire[1]}`, message: MESSAGES.noInquiryItem }
    : route.path === '/deal/1'
      ? { path: '/deal-flow', message: MESSAGES.dealNotFound }
      : stay;
  if (viewer === 'admin' || route.category === 'signedIn' || route.category === 'register') return allowed;
  if (viewer === 'inactive') return { path: '/my-account', message: MESSAGES.inactive };
  // Home of an active user: / for buyers and sellers; a mandate-only user's home is the mandate
  // dashboard (the spec's "redirect to /" would send / onto itself) — the team's documented decision.
  const home = viewer === 'mandate' ? '/mandate-dashboard' : '/';
  const holds = (c: Category) =>
    c === viewer || (c === 'buyerOrSeller' && (viewer === 'buyer' || viewer === 'seller'));
  if (holds(route.category)) return allowed;
  // a mandate may open a deal page (the API decides): /deal/1 is none of its deals, so 'Deal not found'
  // and back to its own dashboard (it has no Deal Flow)
  if (viewer === 'mandate' && route.path.startsWith('/deal/'))
    return { path: home, message: MESSAGES.dealNotFound };
  if (route.category === 'mandate') return { path: home, message: MESSAGES.mandateOnly };
  if (viewer === 'mandate' && route.path === '/') return { path: home };
  return { path: home, message: MESSAGES.noPermission };
}

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

const viewerKinds = ['anonymous', 'inactive', 'buyer', 'seller', 'mandate', 'admin'] as const;

const guardViewers: Record<Viewer, GuardViewer> = {
  anonymous: { kind: 'anonymous' },
  inactive: { kind: 'user', isAdmin: false, active: false, roles: [] },
  buyer: { kind: 'user', isAdmin: false, active: true, roles: ['buyer'] },
  seller: { kind: 'user', isAdmin: false, active: true, roles: ['seller'] },
  mandate: { kind: 'user', isAdmin: false, active: true, roles: ['mandate'] },
  admin: { kind: 'user', isAdmin: true, active: true, roles: [] },
};

/** The pages that are opened and then leave on their own, beyond the guard. */
const selfLeaving = (path: string) => path === '/deal/1' || /\/inquire$/.test(path);

test('the written-out rules cover the route table and agree with the shell guard', () => {
  const concrete = routeTable
    .filter((route) => route.path !== '/auth' && route.path !== '*')
    .map((route) => routes.find((r) => pathMatches(route.path, r.path)));
  expect(
    concrete.filter((r) => r === undefined),
    'a route table entry without a written-out rule',
  ).toEqual([]);
  for (const route of routes) {
    const entry = routeTable.find((r) => pathMatches(r.path, route.path));
    expect(entry, route.path).toBeDefined();
    for (const viewer of viewerKinds) {
      const written = expectedLanding(viewer, route);
      const decision = decideGuard(entry!.guard, guardViewers[viewer], { path: route.path });
      const shell =
        decision.action === 'allow'
          ? { path: route.path }
          : decision.action === 'redirect'
            ? { path: decision.to.split('?')[0], message: decision.message }
            : { path: `(${decision.action})` };
      // a page the guard lets through and that then leaves on its own is the page's rule, not the guard's
      const guardPart =
        decision.action === 'allow' && selfLeaving(route.path) ? { path: route.path } : written;
      expect(shell, `${viewer} -> ${route.path}`).toEqual(
        guardPart.message ? guardPart : { path: guardPart.path, message: undefined },
      );
    }
  }
});

/** One route of each guard category, and the pages that leave on their own. */
const sampled = routes.filter(
  (route, index) =>
    selfLeaving(route.path) || routes.findIndex((r) => r.category === route.category) === index,
);

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
      page = await browser.newPage();
      await signInThroughUi(page, persona.email, persona.password);
    });
    test.afterAll(async () => page.close());
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

import { expect, test, type Page } from '@playwright/test';
import { createPersona, type PersonaKind } from '../support/personas';
import { expectHeading, expectToast, signInThroughUi } from '../support/ui';

/**
 * Every route of the route table, visited by every kind of user, checked against the product's guard
 * rules. The expectations are written out here, not taken from the shell's guard code, so the two check
 * each other.
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
  else if (landing.message === MESSAGES.dealNotFound) await expectHeading(page, 'Deal Flow');
  else if (landing.path === '/auth') await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

test.describe('guard matrix: anonymous', () => {
  for (const route of routes) {
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
    for (const route of routes) {
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

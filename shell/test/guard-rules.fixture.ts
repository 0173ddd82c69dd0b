import { decideGuard, type Viewer } from '../src/routes/guard';
import { registrationTypes, routeTable } from '../src/routes/route-table';

/**
 * Test data, not app code: the product's guard rules for every route of the route table and every kind
 * of user, written out here rather than taken from the shell's guard code, so the two check each other.
 * guard-rules.test.ts compares them with the guard's decisions on the route table (no browser), for
 * every route and every kind of user; infra/e2e/tests/guard-matrix.spec.ts opens one route per kind of
 * refusal in a browser (the guard wired to a real session) and infra/e2e/tests/accessibility.spec.ts
 * audits the pages each kind of user may open. The shell itself
 * never imports this module (the bundle starts from its entry, so it is not shipped).
 */
export type Category =
  'buyer' | 'seller' | 'buyerOrSeller' | 'mandate' | 'admin' | 'signedIn' | 'register' | 'public';

export const routes: Array<{ path: string; title: string; category: Category }> = [
  { path: '/terms', title: 'Terms of Use', category: 'public' },
  { path: '/', title: 'Dashboard', category: 'buyerOrSeller' },
  { path: '/mandate-dashboard', title: 'Mandate Dashboard', category: 'mandate' },
  { path: '/admin', title: 'Admin Dashboard', category: 'admin' },
  { path: '/admin/buyer-accounts', title: 'Buyer Accounts', category: 'admin' },
  { path: '/admin/seller-accounts', title: 'Seller Accounts', category: 'admin' },
  { path: '/admin/deals', title: 'Deal Management', category: 'admin' },
  { path: '/admin/users', title: 'User Management', category: 'admin' },
  { path: '/admin/companies/1', title: 'Company', category: 'admin' },
  { path: '/verifications', title: 'Registration Verifications', category: 'admin' },
  { path: '/system/settings', title: 'System Settings', category: 'admin' },
  { path: '/admin/moderation', title: 'Listing Moderation', category: 'admin' },
  { path: '/admin/deal-reviews', title: 'Document Reviews', category: 'admin' },
  { path: '/my-account', title: 'My Account', category: 'signedIn' },
  { path: '/invitations/1', title: 'Company Invitation', category: 'signedIn' },
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
  { path: '/marketplace/buyer/item/1', title: 'Listing', category: 'buyer' },
  { path: '/marketplace/seller/item/1', title: 'Request', category: 'seller' },
];

export const MESSAGES = {
  unauthenticated: 'Authentication required: Please log in to access this page.',
  register: 'You must be logged in to access registration forms',
  inactive: 'Access denied: Your account is inactive. Please complete registration to access this page.',
  mandateOnly: 'Only mandates can access this page.',
  noPermission: "You don't have permission to access this page.",
  noInquiryItem: 'No item specified for inquiry',
  dealNotFound: 'Deal not found',
};

/** The kinds of user of the end-to-end personas (infra/local/personas.ts), and nobody signed in. */
export const viewerKinds = ['anonymous', 'inactive', 'buyer', 'seller', 'mandate', 'admin'] as const;
export type ViewerKind = (typeof viewerKinds)[number];

export interface Landing {
  path: string;
  message?: string;
}

export function expectedLanding(viewer: ViewerKind, route: { path: string; category: Category }): Landing {
  const stay = { path: route.path };
  if (route.category === 'public') return stay;
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

/** Each kind of user as the shell's guard sees it once GET /me has answered. */
export const guardViewers: Record<ViewerKind, Viewer> = {
  anonymous: { kind: 'anonymous' },
  inactive: { kind: 'user', isAdmin: false, active: false, roles: [] },
  buyer: { kind: 'user', isAdmin: false, active: true, roles: ['buyer'] },
  seller: { kind: 'user', isAdmin: false, active: true, roles: ['seller'] },
  mandate: { kind: 'user', isAdmin: false, active: true, roles: ['mandate'] },
  admin: { kind: 'user', isAdmin: true, active: true, roles: [] },
};

/** The pages that are opened and then leave on their own, beyond the guard. */
export const selfLeaving = (path: string) => path === '/deal/1' || /\/inquire$/.test(path);

const myAccountTabs = ['my-details', 'my-documents', 'registration', 'company', 'settings'];

/** The concrete URLs the accessibility sweep opens for a route pattern. */
function urlsOf(path: string): string[] {
  if (path === '/register/:type') return registrationTypes.map((type) => `/register/${type}`);
  if (path === '/my-account') return myAccountTabs.map((tab) => `/my-account?tab=${tab}`);
  // a deal page needs a deal of the viewer's (deal 1 is none: it leaves for the Deal Flow while axe
  // reads it); deal-screens.spec.ts and deal-panels.spec.ts run axe on real deals
  if (path === '/deal/:id') return [];
  return [path.replace(':id', '1')];
}

/**
 * Every page of the route table that the shell's guard lets `viewer` open, as the URLs the accessibility
 * sweep audits (My Account on each of its tabs): a new route is audited without touching the sweep.
 */
export function pagesFor(viewer: ViewerKind): string[] {
  return routeTable
    .filter(
      (route) => decideGuard(route.guard, guardViewers[viewer], { path: route.path }).action === 'allow',
    )
    .flatMap((route) => urlsOf(route.path));
}

/**
 * The pages the accessibility sweep audits as `viewer`: those it may open that no kind of user before
 * it (in `viewerKinds` order, least rights first) may open. Every page is audited once, as the first
 * kind of user who reaches it; a page that only admins reach is audited with the admin's actions on it.
 */
export function auditedPagesFor(viewer: ViewerKind): string[] {
  const earlier = new Set(viewerKinds.slice(0, viewerKinds.indexOf(viewer)).flatMap((v) => pagesFor(v)));
  return pagesFor(viewer).filter((url) => !earlier.has(url));
}

import { describe, expect, it } from 'vitest';
import { decideGuard, GUARD_MESSAGES, type GuardDecision, type Viewer } from './guard';
import { routeTable, type Guard } from './route-table';

const viewers = {
  unauthenticated: { kind: 'anonymous' },
  inactive: { kind: 'user', isAdmin: false, active: false, roles: [] },
  inactiveWithRole: { kind: 'user', isAdmin: false, active: false, roles: ['buyer'] },
  buyer: { kind: 'user', isAdmin: false, active: true, roles: ['buyer'] },
  seller: { kind: 'user', isAdmin: false, active: true, roles: ['seller'] },
  mandate: { kind: 'user', isAdmin: false, active: true, roles: ['mandate'] },
  buyerMandate: { kind: 'user', isAdmin: false, active: true, roles: ['buyer', 'mandate'] },
  admin: { kind: 'user', isAdmin: true, active: true, roles: [] },
} satisfies Record<string, Viewer>;

const guards = {
  publicAuth: { kind: 'public-auth' },
  authenticated: { kind: 'authenticated' },
  register: { kind: 'register' },
  admin: { kind: 'admin' },
  mandateOnly: { kind: 'mandate-only' },
  buyer: { kind: 'roles', roles: ['buyer'] },
  seller: { kind: 'roles', roles: ['seller'] },
  buyerOrSeller: { kind: 'roles', roles: ['buyer', 'seller'] },
} satisfies Record<string, Guard>;

const allow: GuardDecision = { action: 'allow' };
const toAuth: GuardDecision = {
  action: 'redirect',
  to: '/auth',
  message: GUARD_MESSAGES.unauthenticated,
  keepFrom: true,
};
const inactive: GuardDecision = {
  action: 'redirect',
  to: '/my-account?tab=registration',
  message: GUARD_MESSAGES.inactive,
};
const noPermission: GuardDecision = { action: 'redirect', to: '/', message: GUARD_MESSAGES.noPermission };
const mandateOnly: GuardDecision = { action: 'redirect', to: '/', message: GUARD_MESSAGES.mandateOnly };

type ViewerName = keyof typeof viewers;
type GuardName = keyof typeof guards;

// Every guard kind x every kind of user (path '/elsewhere' unless the row says otherwise).
const matrix: Record<GuardName, Record<ViewerName, GuardDecision>> = {
  publicAuth: {
    unauthenticated: allow,
    inactive: { action: 'redirect', to: '/my-account?tab=registration' },
    inactiveWithRole: { action: 'redirect', to: '/my-account?tab=registration' },
    buyer: { action: 'redirect', to: '/' },
    seller: { action: 'redirect', to: '/' },
    mandate: { action: 'redirect', to: '/mandate-dashboard' },
    buyerMandate: { action: 'redirect', to: '/' },
    admin: { action: 'redirect', to: '/' },
  },
  authenticated: {
    unauthenticated: toAuth,
    inactive: allow,
    inactiveWithRole: allow,
    buyer: allow,
    seller: allow,
    mandate: allow,
    buyerMandate: allow,
    admin: allow,
  },
  register: {
    unauthenticated: {
      action: 'redirect',
      to: '/auth',
      message: GUARD_MESSAGES.registerUnauthenticated,
      keepFrom: true,
    },
    inactive: allow,
    inactiveWithRole: allow,
    buyer: allow,
    seller: allow,
    mandate: allow,
    buyerMandate: allow,
    admin: allow,
  },
  admin: {
    unauthenticated: toAuth,
    inactive,
    inactiveWithRole: inactive,
    buyer: noPermission,
    seller: noPermission,
    mandate: { action: 'redirect', to: '/mandate-dashboard', message: GUARD_MESSAGES.noPermission },
    buyerMandate: noPermission,
    admin: allow,
  },
  mandateOnly: {
    unauthenticated: toAuth,
    inactive,
    inactiveWithRole: inactive,
    buyer: mandateOnly,
    seller: mandateOnly,
    mandate: allow,
    buyerMandate: allow,
    admin: allow,
  },
  buyer: {
    unauthenticated: toAuth,
    inactive,
    inactiveWithRole: inactive,
    buyer: allow,
    seller: noPermission,
    mandate: { action: 'redirect', to: '/mandate-dashboard', message: GUARD_MESSAGES.noPermission },
    buyerMandate: allow,
    admin: allow,
  },
  seller: {
    unauthenticated: toAuth,
    inactive,
    inactiveWithRole: inactive,
    buyer: noPermission,
    seller: allow,
    mandate: { action: 'redirect', to: '/mandate-dashboard', message: GUARD_MESSAGES.noPermission },
    buyerMandate: noPermission,
    admin: allow,
  },
  buyerOrSeller: {
    unauthenticated: toAuth,
    inactive,
    inactiveWithRole: inactive,
    buyer: allow,
    seller: allow,
    mandate: { action: 'redirect', to: '/mandate-dashboard', message: GUARD_MESSAGES.noPermission },
    buyerMandate: allow,
    admin: allow,
  },
};

describe('decideGuard: every guard kind x every user kind', () => {
  for (const [guardName, row] of Object.entries(matrix) as Array<
    [GuardName, Record<ViewerName, GuardDecision>]
  >) {
    for (const [viewerName, expected] of Object.entries(row) as Array<[ViewerName, GuardDecision]>) {
      it(`${guardName} / ${viewerName}`, () => {
        expect(decideGuard(guards[guardName], viewers[viewerName], { path: '/elsewhere' })).toEqual(expected);
      });
    }
  }
});

describe('decideGuard: special cases', () => {
  it('waits while the session or /me is loading, for every guard', () => {
    for (const guard of Object.values(guards))
      expect(decideGuard(guard, { kind: 'loading' })).toEqual({ action: 'wait' });
  });

  it('lets anyone read a public page, without waiting for the session', () => {
    for (const viewer of [{ kind: 'loading' }, { kind: 'error' }, ...Object.values(viewers)] as const)
      expect(decideGuard({ kind: 'public' }, viewer)).toEqual(allow);
  });

  it('shows an error (no redirect) when a signed-in user’s /me failed', () => {
    expect(decideGuard(guards.buyer, { kind: 'error' })).toEqual({ action: 'error' });
    expect(decideGuard(guards.publicAuth, { kind: 'error' })).toEqual(allow);
  });

  it('an inactive user landing on / goes to the Registration tab of /my-account with the inactive message', () => {
    const dashboard = routeTable.find((r) => r.path === '/')!;
    expect(decideGuard(dashboard.guard, viewers.inactive, { path: '/' })).toEqual(inactive);
  });

  it('right after signing in, an inactive user goes to the Registration tab without a second toast', () => {
    const dashboard = routeTable.find((r) => r.path === '/')!;
    const buyerMarket = routeTable.find((r) => r.path === '/marketplace/buyer')!;
    for (const guard of [dashboard.guard, buyerMarket.guard]) {
      expect(decideGuard(guard, viewers.inactive, { path: '/', justSignedIn: true })).toEqual({
        action: 'redirect',
        to: '/my-account?tab=registration',
      });
    }
    // pages an inactive user may open stay open
    const myAccount = routeTable.find((r) => r.path === '/my-account')!;
    expect(decideGuard(myAccount.guard, viewers.inactive, { justSignedIn: true })).toEqual(allow);
  });

  it('a mandate landing on / goes to its dashboard silently (no redirect loop onto /)', () => {
    expect(decideGuard(guards.buyerOrSeller, viewers.mandate, { path: '/' })).toEqual({
      action: 'redirect',
      to: '/mandate-dashboard',
    });
  });

  it('never redirects a page onto itself', () => {
    for (const route of routeTable) {
      for (const viewer of Object.values(viewers)) {
        const decision = decideGuard(route.guard, viewer, { path: route.path });
        if (decision.action === 'redirect') expect(decision.to).not.toBe(route.path);
      }
    }
  });

  it('/auth for a signed-in user returns to the attempted location (state.from), else home', () => {
    expect(decideGuard(guards.publicAuth, viewers.buyer, { fromPath: '/my-requests?x=1' })).toEqual({
      action: 'redirect',
      to: '/my-requests?x=1',
    });
    expect(decideGuard(guards.publicAuth, viewers.buyer, { fromPath: '/auth' })).toEqual({
      action: 'redirect',
      to: '/',
    });
  });

  it('messages are the spec texts', () => {
    expect(GUARD_MESSAGES).toEqual({
      unauthenticated: 'Authentication required: Please log in to access this page.',
      registerUnauthenticated: 'You must be logged in to access registration forms',
      inactive: 'Access denied: Your account is inactive. Please complete registration to access this page.',
      mandateOnly: 'Only mandates can access this page.',
      noPermission: "You don't have permission to access this page.",
    });
  });
});

describe('route table', () => {
  const byPath = new Map(routeTable.map((r) => [r.path, r]));
  it('declares each path once', () => {
    expect(byPath.size).toBe(routeTable.length);
  });
  it.each([
    ['/auth', 'public-auth'],
    ['/', 'roles:buyer,seller'],
    ['/mandate-dashboard', 'mandate-only'],
    ['/admin', 'admin'],
    ['/admin/buyer-accounts', 'admin'],
    ['/admin/seller-accounts', 'admin'],
    ['/admin/deals', 'admin'],
    ['/admin/users', 'admin'],
    ['/admin/companies/:id', 'admin'],
    ['/verifications', 'admin'],
    ['/system/settings', 'admin'],
    ['/admin/moderation', 'admin'],
    ['/admin/deal-reviews', 'admin'],
    ['/my-account', 'authenticated'],
    ['/invitations/:id', 'authenticated'],
    ['/register/:type', 'register'],
    ['/marketplace/buyer', 'roles:buyer'],
    ['/marketplace/buyer/energy', 'roles:buyer'],
    ['/marketplace/buyer/metals', 'roles:buyer'],
    ['/marketplace/buyer/agriculture', 'roles:buyer'],
    ['/marketplace/buyer/inquire', 'roles:buyer'],
    ['/marketplace/seller', 'roles:seller'],
    ['/marketplace/seller/energy', 'roles:seller'],
    ['/marketplace/seller/metals', 'roles:seller'],
    ['/marketplace/seller/agriculture', 'roles:seller'],
    ['/marketplace/seller/inquire', 'roles:seller'],
    ['/submit-listing', 'roles:seller'],
    ['/submit-request', 'roles:buyer'],
    ['/my-listings', 'roles:seller'],
    ['/my-requests', 'roles:buyer'],
    ['/deal-flow', 'roles:buyer,seller'],
    ['/deal/:id', 'roles:buyer,seller,mandate'],
    ['/deal-flow/deal-specifications', 'roles:buyer,seller'],
    ['/terms', 'public'],
    ['/marketplace/buyer/item/:id', 'roles:buyer'],
    ['/marketplace/seller/item/:id', 'roles:seller'],
  ])('%s is %s', (path, guard) => {
    const route = byPath.get(path);
    expect(route).toBeDefined();
    const g = route!.guard;
    expect(g.kind === 'roles' ? `roles:${g.roles.join(',')}` : g.kind).toBe(guard);
  });
  it('has exactly the spec routes, the terms of use, the item, invitation and company pages', () => {
    expect(routeTable.length).toBe(36);
  });
});

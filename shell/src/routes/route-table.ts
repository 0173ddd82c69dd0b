/**
 * THE route table of the portal (both specs, section 2), declared once as data. The shell builds its
 * router, guards and placeholder pages from it; nothing else lists routes.
 *
 * - `guard` says who may open the page (see ./guard.ts for the exact behaviour).
 * - `remote` names the federated module that renders the page: `<remote name>/<exposed module>`, loaded at
 *   runtime with loadRemote. When the remote is not in `/runtime-config.json` (not deployed yet), the shell
 *   renders a plain page with the route's title instead.
 * - `layout: false` pages render without the sidebar (/auth).
 */
export type GuardRole = 'buyer' | 'seller' | 'mandate';

export type Guard =
  /** /auth: public; a signed-in user is sent on (to where they came from, else /) */
  | { kind: 'public-auth' }
  /** anyone, signed in or not, without waiting for the session (the terms of use) */
  | { kind: 'public' }
  /** any signed-in user, active or not */
  | { kind: 'authenticated' }
  /** /register/{type}: any signed-in user; without login a registration-specific message */
  | { kind: 'register' }
  | { kind: 'admin' }
  | { kind: 'mandate-only' }
  /** active and holding at least one of the roles (admin passes) */
  | { kind: 'roles'; roles: GuardRole[] };

export type RemoteName = 'mf-auth' | 'mf-account' | 'mf-admin' | 'mf-marketplace' | 'mf-deals';

export interface RouteDef {
  /** react-router path pattern */
  path: string;
  /** page title (document title, and the heading of the placeholder page) */
  title: string;
  guard: Guard;
  remote?: { name: RemoteName; module: string };
  layout?: boolean;
  /** The spec shows the Account Status badge on this page (Dashboard, My Account). */
  accountStatus?: boolean;
}

const buyer: Guard = { kind: 'roles', roles: ['buyer'] };
const seller: Guard = { kind: 'roles', roles: ['seller'] };
const buyerOrSeller: Guard = { kind: 'roles', roles: ['buyer', 'seller'] };
/** A deal page: its parties, and attached mandates (read-only; the API answers 404 for any other deal). */
const dealViewer: Guard = { kind: 'roles', roles: ['buyer', 'seller', 'mandate'] };
const admin: Guard = { kind: 'admin' };

const remote = (name: RemoteName, module: string) => ({ name, module });

const industries = [
  { segment: 'energy', label: 'Energy' },
  { segment: 'metals', label: 'Precious Metals' },
  { segment: 'agriculture', label: 'Agriculture' },
] as const;
export { industries };

function marketplaceRoutes(side: 'buyer' | 'seller'): RouteDef[] {
  const guard = side === 'buyer' ? buyer : seller;
  const page = remote('mf-marketplace', './MarketplacePage');
  return [
    { path: `/marketplace/${side}`, title: 'Marketplace', guard, remote: page },
    ...industries.map((i) => ({
      path: `/marketplace/${side}/${i.segment}`,
      title: `${i.label} Marketplace`,
      guard,
      remote: page,
    })),
    {
      path: `/marketplace/${side}/inquire`,
      title: 'Inquire',
      guard,
      remote: remote('mf-marketplace', './InquirePage'),
    },
    {
      // one listing (buyers) or request (sellers) with every field, its FCO and Inquire; cards link here
      path: `/marketplace/${side}/item/:id`,
      title: side === 'buyer' ? 'Listing' : 'Request',
      guard,
      remote: remote('mf-marketplace', './ItemPage'),
    },
  ];
}

export const routeTable: readonly RouteDef[] = [
  {
    path: '/auth',
    title: 'Sign In',
    guard: { kind: 'public-auth' },
    remote: remote('mf-auth', './AuthPage'),
    layout: false,
  },
  {
    // read before signing up (linked from the sign-up checkbox and the sign-in page)
    path: '/terms',
    title: 'Terms of Use',
    guard: { kind: 'public' },
    remote: remote('mf-auth', './TermsPage'),
    layout: false,
  },
  {
    path: '/',
    title: 'Dashboard',
    guard: buyerOrSeller,
    remote: remote('mf-deals', './DashboardPage'),
    accountStatus: true,
  },
  {
    path: '/mandate-dashboard',
    title: 'Mandate Dashboard',
    guard: { kind: 'mandate-only' },
    remote: remote('mf-deals', './MandateDashboardPage'),
  },

  {
    path: '/admin',
    title: 'Admin Dashboard',
    guard: admin,
    remote: remote('mf-admin', './AdminDashboardPage'),
  },
  {
    path: '/admin/buyer-accounts',
    title: 'Buyer Accounts',
    guard: admin,
    remote: remote('mf-admin', './BuyerAccountsPage'),
  },
  {
    path: '/admin/seller-accounts',
    title: 'Seller Accounts',
    guard: admin,
    remote: remote('mf-admin', './SellerAccountsPage'),
  },
  {
    path: '/admin/deals',
    title: 'Deal Management',
    guard: admin,
    remote: remote('mf-admin', './DealManagementPage'),
  },
  {
    path: '/admin/users',
    title: 'User Management',
    guard: admin,
    remote: remote('mf-admin', './UserManagementPage'),
  },
  // One company: its members, registrations, documents, items and deals (linked from User Management)
  {
    path: '/admin/companies/:id',
    title: 'Company',
    guard: admin,
    remote: remote('mf-admin', './CompanyPage'),
  },
  {
    path: '/verifications',
    title: 'Registration Verifications',
    guard: admin,
    remote: remote('mf-admin', './VerificationsPage'),
  },
  // New listings and requests held for approval while moderation is on (System Settings)
  {
    path: '/admin/moderation',
    title: 'Listing Moderation',
    guard: admin,
    remote: remote('mf-admin', './ModerationPage'),
  },
  // The platform reviewer's queue: documents awaiting review across all deals
  {
    path: '/admin/deal-reviews',
    title: 'Document Reviews',
    guard: admin,
    remote: remote('mf-deals', './ReviewQueuePage'),
  },
  // Target of the admin Quick Action 'System Settings'; the spec does not show the screen (admin only).
  {
    path: '/system/settings',
    title: 'System Settings',
    guard: admin,
    remote: remote('mf-admin', './SystemSettingsPage'),
  },

  {
    path: '/my-account',
    title: 'My Account',
    guard: { kind: 'authenticated' },
    remote: remote('mf-account', './MyAccountPage'),
    accountStatus: true,
  },
  // The link of an invitation e-mail: the invited person signs in (or signs up first) and joins here
  {
    path: '/invitations/:id',
    title: 'Company Invitation',
    guard: { kind: 'authenticated' },
    remote: remote('mf-account', './InvitationPage'),
  },
  // :type is buyer, seller or mandate (anything else is the 404 page); title is '{Type} Registration'
  {
    path: '/register/:type',
    title: 'Registration',
    guard: { kind: 'register' },
    remote: remote('mf-account', './RegistrationPage'),
  },

  ...marketplaceRoutes('buyer'),
  ...marketplaceRoutes('seller'),
  {
    path: '/submit-listing',
    title: 'Submit New Listing',
    guard: seller,
    remote: remote('mf-marketplace', './SubmitListingPage'),
  },
  {
    path: '/submit-request',
    title: 'Submit New Request',
    guard: buyer,
    remote: remote('mf-marketplace', './SubmitRequestPage'),
  },
  {
    path: '/my-listings',
    title: 'My Listings',
    guard: seller,
    remote: remote('mf-marketplace', './MyListingsPage'),
  },
  {
    path: '/my-requests',
    title: 'My Requests',
    guard: buyer,
    remote: remote('mf-marketplace', './MyRequestsPage'),
  },

  {
    path: '/deal-flow',
    title: 'Deal Flow',
    guard: buyerOrSeller,
    remote: remote('mf-deals', './DealFlowPage'),
  },
  {
    path: '/deal/:id',
    title: 'Deal Details',
    guard: dealViewer,
    remote: remote('mf-deals', './DealDetailPage'),
  },
  {
    path: '/deal-flow/deal-specifications',
    title: 'Deal Specifications',
    guard: buyerOrSeller,
    remote: remote('mf-deals', './DealSpecificationsPage'),
  },
];

export const registrationTypes = ['buyer', 'seller', 'mandate'] as const;
export type RegistrationTypeParam = (typeof registrationTypes)[number];

export function isRegistrationType(value: string | undefined): value is RegistrationTypeParam {
  return (registrationTypes as readonly string[]).includes(value ?? '');
}

/** '{Type} Registration' for /register/{type}. */
export function registrationTitle(type: RegistrationTypeParam): string {
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} Registration`;
}

export const NOT_FOUND_TEXT = 'Oops! Page not found';

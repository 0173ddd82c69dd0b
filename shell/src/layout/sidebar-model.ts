import { industries } from '../routes/route-table';
import type { Viewer } from '../routes/guard';

/**
 * Sidebar entries and their visibility, as a pure function.
 * - Buyer Marketplace and My Requests: active buyer.
 * - Seller Marketplace and My Listings: active seller.
 * - Deal Flow: active buyer or active seller.
 * - Mandate Dashboard: active mandate.
 * - Admin Dashboard: admin only.
 * - Dashboard, My Account and Logout: always (the guard of / sends others on with a message).
 * An admin passes every guard and sees everything, so an admin sees every entry.
 */
export interface SidebarLink {
  kind: 'link';
  id: string;
  label: string;
  to: string;
}
export interface SidebarGroup {
  kind: 'group';
  id: string;
  label: string;
  /** the marketplace root the group's header refers to */
  to: string;
  children: SidebarLink[];
}
export interface SidebarAction {
  kind: 'action';
  id: 'logout';
  label: string;
}
export type SidebarEntry = SidebarLink | SidebarGroup | SidebarAction;

function marketplaceGroup(side: 'buyer' | 'seller'): SidebarGroup {
  return {
    kind: 'group',
    id: `${side}-marketplace`,
    label: side === 'buyer' ? 'Buyer Marketplace' : 'Seller Marketplace',
    to: `/marketplace/${side}`,
    children: industries.map((i) => ({
      kind: 'link',
      id: `${side}-${i.segment}`,
      label: i.label,
      to: `/marketplace/${side}/${i.segment}`,
    })),
  };
}

export function sidebarEntries(viewer: Viewer): SidebarEntry[] {
  const user = viewer.kind === 'user' ? viewer : undefined;
  const admin = Boolean(user?.isAdmin);
  const activeWith = (role: 'buyer' | 'seller' | 'mandate') =>
    admin || Boolean(user?.active && user.roles.includes(role));
  const buyer = activeWith('buyer');
  const seller = activeWith('seller');

  const entries: Array<SidebarEntry | false> = [
    { kind: 'link', id: 'dashboard', label: 'Dashboard', to: '/' },
    activeWith('mandate') && {
      kind: 'link',
      id: 'mandate-dashboard',
      label: 'Mandate Dashboard',
      to: '/mandate-dashboard',
    },
    admin && { kind: 'link', id: 'admin-dashboard', label: 'Admin Dashboard', to: '/admin' },
    buyer && marketplaceGroup('buyer'),
    seller && marketplaceGroup('seller'),
    seller && { kind: 'link', id: 'my-listings', label: 'My Listings', to: '/my-listings' },
    buyer && { kind: 'link', id: 'my-requests', label: 'My Requests', to: '/my-requests' },
    (buyer || seller) && { kind: 'link', id: 'deal-flow', label: 'Deal Flow', to: '/deal-flow' },
    { kind: 'link', id: 'my-account', label: 'My Account', to: '/my-account' },
    { kind: 'action', id: 'logout', label: 'Logout' },
  ];
  return entries.filter((e): e is SidebarEntry => e !== false);
}

/** Remembered open/closed state of the sidebar (localStorage). */
export const SIDEBAR_STORAGE_KEY = 'sidebar_open';

export function readSidebarOpen(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const value = storage?.getItem(SIDEBAR_STORAGE_KEY);
    return value === null || value === undefined ? true : value === 'true';
  } catch {
    return true;
  }
}

export function writeSidebarOpen(storage: Pick<Storage, 'setItem'> | undefined, open: boolean): void {
  try {
    storage?.setItem(SIDEBAR_STORAGE_KEY, String(open));
  } catch {
    // storage may be unavailable (private mode); the state then lasts for the page only
  }
}

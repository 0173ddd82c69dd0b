import { describe, expect, it } from 'vitest';
import type { Viewer } from '../routes/guard';
import {
  readSidebarOpen,
  SIDEBAR_STORAGE_KEY,
  sidebarEntries,
  writeSidebarOpen,
  type SidebarEntry,
} from './sidebar-model';

const labels = (viewer: Viewer) => sidebarEntries(viewer).map((e) => e.label);
const user = (roles: Array<'buyer' | 'seller' | 'mandate'>, active = true, isAdmin = false): Viewer => ({
  kind: 'user',
  roles,
  active,
  isAdmin,
});

describe('sidebarEntries', () => {
  it('shows only Dashboard, My Account and Logout to an inactive user (even with a role)', () => {
    expect(labels(user([], false))).toEqual(['Dashboard', 'My Account', 'Logout']);
    expect(labels(user(['buyer', 'seller', 'mandate'], false))).toEqual([
      'Dashboard',
      'My Account',
      'Logout',
    ]);
  });
  it('active buyer: Buyer Marketplace, My Requests, Deal Flow', () => {
    expect(labels(user(['buyer']))).toEqual([
      'Dashboard',
      'Buyer Marketplace',
      'My Requests',
      'Deal Flow',
      'My Account',
      'Logout',
    ]);
  });
  it('active seller: Seller Marketplace, My Listings, Deal Flow', () => {
    expect(labels(user(['seller']))).toEqual([
      'Dashboard',
      'Seller Marketplace',
      'My Listings',
      'Deal Flow',
      'My Account',
      'Logout',
    ]);
  });
  it('active mandate: Mandate Dashboard, no Deal Flow', () => {
    expect(labels(user(['mandate']))).toEqual(['Dashboard', 'Mandate Dashboard', 'My Account', 'Logout']);
  });
  it('admin sees every entry, Admin Dashboard only for admins', () => {
    expect(labels(user([], true, true))).toEqual([
      'Dashboard',
      'Mandate Dashboard',
      'Admin Dashboard',
      'Buyer Marketplace',
      'Seller Marketplace',
      'My Listings',
      'My Requests',
      'Deal Flow',
      'My Account',
      'Logout',
    ]);
    expect(labels(user(['buyer', 'seller', 'mandate']))).not.toContain('Admin Dashboard');
  });
  it('anonymous or loading viewers get the base entries only', () => {
    expect(labels({ kind: 'anonymous' })).toEqual(['Dashboard', 'My Account', 'Logout']);
    expect(labels({ kind: 'loading' })).toEqual(['Dashboard', 'My Account', 'Logout']);
  });
  it('marketplace groups hold Energy, Precious Metals, Agriculture with the spec paths', () => {
    const groups = sidebarEntries(user(['buyer', 'seller'])).filter(
      (e): e is Extract<SidebarEntry, { kind: 'group' }> => e.kind === 'group',
    );
    expect(groups.map((g) => g.children.map((c) => [c.label, c.to]))).toEqual([
      [
        ['Energy', '/marketplace/buyer/energy'],
        ['Precious Metals', '/marketplace/buyer/metals'],
        ['Agriculture', '/marketplace/buyer/agriculture'],
      ],
      [
        ['Energy', '/marketplace/seller/energy'],
        ['Precious Metals', '/marketplace/seller/metals'],
        ['Agriculture', '/marketplace/seller/agriculture'],
      ],
    ]);
  });
});

describe('remembered sidebar state', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      data,
    };
  };
  it('defaults to open and round-trips', () => {
    const storage = memory();
    expect(readSidebarOpen(storage)).toBe(true);
    writeSidebarOpen(storage, false);
    expect(storage.data.get(SIDEBAR_STORAGE_KEY)).toBe('false');
    expect(readSidebarOpen(storage)).toBe(false);
    writeSidebarOpen(storage, true);
    expect(readSidebarOpen(storage)).toBe(true);
  });
  it('survives unavailable storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSidebarOpen(broken)).toBe(true);
    expect(() => writeSidebarOpen(broken, false)).not.toThrow();
    expect(readSidebarOpen(undefined)).toBe(true);
  });
});

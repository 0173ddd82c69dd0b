import type { MeResponse } from '@portal/contracts/me';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from './DashboardPage';
import DealDetailPage from './DealDetailPage';
import DealFlowPage from './DealFlowPage';
import DealSpecificationsPage from './DealSpecificationsPage';
import MandateDashboardPage from './MandateDashboardPage';

const session = vi.hoisted(() => ({ me: undefined as unknown }));
vi.mock('@portal/web/me', () => ({
  useMe: () => ({ status: session.me ? 'ready' : 'loading', me: session.me, error: undefined }),
}));

function meOf(
  companyName: string,
  accountStatus: MeResponse['accountStatus'] = 'active',
  role: MeResponse['company']['role'] = 'administrator',
): MeResponse {
  return {
    profile: {
      id: 'u1',
      full_name: 'Ada Trader',
      email: 'ada@example.com',
      company_name: companyName,
      phone_number: '+44 20 7946 0000',
      roles: ['buyer'],
      created_at: '2025-06-15T00:00:00.000Z',
      version: 1,
    },
    roles: ['buyer'],
    isAdmin: false,
    accountStatus,
    registrations: { buyer: 'approved', seller: 'not_registered', mandate: 'not_registered' },
    company: { id: 'u1', name: companyName, role },
  };
}

function render(Page: ComponentType, url = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <Page />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  session.me = undefined;
});

describe('the deals pages', () => {
  it.each([
    [DashboardPage, '/', 'Dashboard'],
    [MandateDashboardPage, '/mandate-dashboard', 'Mandate Dashboard'],
    [DealFlowPage, '/deal-flow', 'Deal Flow'],
    [DealDetailPage, '/deal/1', 'Deal Details'],
    [DealSpecificationsPage, '/deal-flow/deal-specifications', 'Deal Specifications'],
  ] as const)('%o at %s is headed by its route title', (Page, url, title) => {
    const html = render(Page, url);
    expect([...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1])).toEqual([title]);
  });

  it('the deal pages link back to the Deal Flow', () => {
    for (const Page of [DealDetailPage, DealSpecificationsPage])
      expect(render(Page)).toMatch(/<a[^>]*href="\/deal-flow"[^>]*>← Back to Deal Flow<\/a>/);
  });
});

describe('the Dashboard', () => {
  it("welcomes the user's company and shows the Account Status from /me", () => {
    session.me = meOf('Ada Commodities Ltd');
    const html = render(DashboardPage);
    expect(html).toContain('Welcome back, Ada Commodities Ltd');
    expect(html).toMatch(/data-testid="account-status" data-status="active"[^>]*>Active</);
    expect(html).toMatch(/<a[^>]*href="\/deal-flow"[^>]*>View All Deals<\/a>/);
  });

  it("says 'User' for a profile without a company name", () => {
    session.me = meOf('');
    expect(render(DashboardPage)).toContain('Welcome back, User');
  });

  it('shows Awaiting your approval to the members whose role may release held documents', () => {
    session.me = meOf('Ada Commodities Ltd', 'active', 'approver');
    expect(render(DashboardPage)).toContain('Awaiting your approval');
    session.me = meOf('Ada Commodities Ltd', 'active', 'operations');
    expect(render(DashboardPage)).not.toContain('Awaiting your approval');
    session.me = { ...meOf('Ada Commodities Ltd'), isAdmin: true };
    expect(render(DashboardPage)).not.toContain('Awaiting your approval');
  });

  it('shows neither welcome nor status before /me is known', () => {
    const html = render(DashboardPage);
    expect(html).not.toContain('Welcome back');
    expect(html).not.toContain('account-status');
  });
});

import type { AdminUserList } from '@portal/contracts/admin';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import UserManagementPage from './UserManagementPage';
import { userListKey } from '../features/users/utils/users';

/** Smoke test of the page shell (no DOM needed): heading, toolbar, tabs and table header render. */
describe('UserManagementPage', () => {
  it('renders the heading, search, Refresh, tabs and the table columns while loading', () => {
    const html = renderToString(
      <MemoryRouter>
        <UserManagementPage />
      </MemoryRouter>,
    );
    expect(html).toContain('<h1>User Management</h1>');
    expect(html).toContain('placeholder="Search users..."');
    expect(html).toContain('>Refresh</button>');
    for (const tab of ['All Users', 'Buyers', 'Sellers', 'Mandates']) expect(html).toContain(tab);
    for (const column of ['Name', 'Type', 'Company', 'Registration', 'Status', 'Actions'])
      expect(html).toContain(`>${column}</th>`);
    expect(html).toContain('href="/admin"');
    // no runtime config in this test: treated as production, so the test-only tool is hidden
    expect(html).not.toContain('Create Test Registration');
  });

  it('renders the rows, the database banner and the tab counts from GET /admin/users', () => {
    const list: AdminUserList = {
      users: [
        {
          id: 'u1',
          name: 'Ann Buyer',
          email: 'ann@example.com',
          company: 'Acme',
          phone: '',
          roles: ['buyer'],
          type: 'buyer',
          status: 'active',
          registrationStatus: 'approved',
          registrationType: 'buyer',
          rating: 2.5,
          disabled: false,
          created_at: '2025-01-05T10:00:00.000Z',
          company_id: 'c1',
          company_role: 'operations',
        },
        {
          id: 'u2',
          name: 'bob',
          email: 'bob@example.com',
          company: 'N/A',
          phone: '',
          roles: [],
          type: 'buyer',
          status: 'inactive',
          registrationStatus: 'none',
          registrationType: null,
          rating: 2.5,
          disabled: false,
          created_at: '2025-01-04T10:00:00.000Z',
        },
      ],
      counts: { all: 2, buyers: 2, sellers: 0, mandates: 0 },
      totals: { profiles: 2, registrations: 1 },
      page: 1,
      page_size: 50,
    };
    const html = renderToString(
      <SWRConfig value={{ provider: () => new Map(), fallback: { [userListKey('', 'all')]: list } }}>
        <MemoryRouter>
          <UserManagementPage />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(html).toContain('Database: 2 profiles and 1 registration');
    expect(html.match(/data-testid="user-row"/g)).toHaveLength(2);
    expect(html).toContain('ann@example.com');
    expect(html).toContain('Account Details');
    // a member's company links to its page, with their role beneath; a user without one has neither
    expect(html).toMatch(/<a href="\/admin\/companies\/c1"[^>]*>Acme<\/a>/);
    expect(html.match(/data-testid="company-role"[^>]*>Operations</g)).toHaveLength(1);
    expect(html.match(/href="\/admin\/companies\//g)).toHaveLength(1);
    expect(html).toContain('data-testid="count-all"');
    expect(html).toMatch(/data-testid="count-buyers"[^>]*>2</);
    expect(html).toMatch(/data-testid="count-sellers"[^>]*>0</);
    expect(html).not.toContain('No users found');
    // everything fits on one page: no pager
    expect(html).not.toContain('>Next<');
  });

  it('pages through a long tab with Previous and Next', () => {
    const many: AdminUserList = {
      users: [],
      counts: { all: 120, buyers: 0, sellers: 0, mandates: 0 },
      totals: { profiles: 120, registrations: 0 },
      page: 1,
      page_size: 50,
    };
    many.users = Array.from({ length: 50 }, (_, i) => ({
      id: `u${i}`,
      name: `User ${i}`,
      email: `u${i}@example.com`,
      company: 'N/A',
      phone: '',
      roles: [],
      type: 'buyer' as const,
      status: 'inactive' as const,
      registrationStatus: 'none' as const,
      registrationType: null,
      rating: 2.5,
      disabled: false,
      created_at: '2025-01-04T10:00:00.000Z',
    }));
    const html = renderToString(
      <SWRConfig value={{ provider: () => new Map(), fallback: { [userListKey('', 'all')]: many } }}>
        <MemoryRouter>
          <UserManagementPage />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(html).toContain('Showing 1–50 of 120 users');
    expect(html).toContain('Page <!-- -->1<!-- --> of <!-- -->3');
    expect(html).toMatch(/disabled=""[^>]*>Previous</);
    expect(html).not.toMatch(/disabled=""[^>]*>Next</);
  });

  it("shows 'No users found' for an empty list", () => {
    const empty: AdminUserList = {
      users: [],
      counts: { all: 0, buyers: 0, sellers: 0, mandates: 0 },
      totals: { profiles: 0, registrations: 0 },
      page: 1,
      page_size: 50,
    };
    const html = renderToString(
      <SWRConfig value={{ provider: () => new Map(), fallback: { [userListKey('', 'all')]: empty } }}>
        <MemoryRouter>
          <UserManagementPage />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(html).toContain('No users found');
  });
});

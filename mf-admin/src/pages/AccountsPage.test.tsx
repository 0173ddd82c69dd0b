import type { AccountRow } from '@portal/contracts/admin';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import BuyerAccountsPage from './BuyerAccountsPage';
import SellerAccountsPage from './SellerAccountsPage';
import { accountListKey } from '../features/accounts/utils/accounts';

const initial = { search: '', toggles: { active: true, inactive: true }, sort: null, page: 1 };

const rows: AccountRow[] = [
  {
    id: 'u1',
    name: 'Ann Buyer',
    email: 'ann@example.com',
    company: 'Acme',
    rating: 4.5,
    registrationDate: '2025-01-05T10:00:00.000Z',
    status: 'active',
  },
  {
    id: 'u2',
    name: 'Bob',
    email: 'bob@example.com',
    company: 'N/A',
    rating: 2.5,
    registrationDate: '2025-01-04T10:00:00.000Z',
    status: 'inactive',
  },
];

function render(page: React.ReactElement, fallback: Record<string, unknown> = {}) {
  return renderToString(
    <SWRConfig value={{ provider: () => new Map(), fallback }}>
      <MemoryRouter>{page}</MemoryRouter>
    </SWRConfig>,
    // the markers React puts between adjacent text nodes ('Page <!-- -->1') are not part of the text read
  ).replaceAll('<!-- -->', '');
}

/** Smoke test of the page (no DOM needed): heading, toolbar, columns, rows, count text and pager. */
describe('Buyer / Seller Accounts pages', () => {
  it('renders the h1, search, both switches on, sortable columns and the loading state', () => {
    const html = render(<BuyerAccountsPage />);
    expect(html).toContain('<h1>Buyer Accounts</h1>');
    expect(html).toContain('placeholder="Search by name..."');
    expect(html.match(/role="switch"[^>]*checked=""/g)).toHaveLength(2);
    for (const column of ['Name', 'Rating', 'Reg. Date'])
      expect(html).toMatch(new RegExp(`aria-sort="none"><button[^>]*>${column.replace('.', '\\.')}`));
    for (const column of ['Company', 'Status', 'Actions']) expect(html).toContain(`>${column}</th>`);
    expect(html).toContain('>Export Data</button>');
    // loading: placeholder rows in the table's shape, announced once
    expect(html).toContain('Loading accounts...');
    expect(html.match(/data-testid="skeleton-row"/g)).toHaveLength(5);
    expect(html.match(/role="status"/g)).toHaveLength(1);
    expect(html).toContain('0 accounts shown');
  });

  it('renders the rows of GET /admin/accounts/{role} with badges, actions, count and pager', () => {
    const key = accountListKey('seller', initial)!;
    const html = render(<SellerAccountsPage />, {
      [key]: { accounts: rows, total: 27, page: 1, page_size: 25 },
    });
    expect(html).toContain('<h1>Seller Accounts</h1>');
    expect(html.match(/data-testid="account-row"/g)).toHaveLength(2);
    expect(html).toContain('ann@example.com');
    expect(html).toMatch(/data-testid="account-status" data-status="active"[^>]*>Active</);
    expect(html).toMatch(/data-testid="account-status" data-status="inactive"[^>]*>Inactive</);
    expect(html).toContain('aria-label="Actions for Ann Buyer"');
    // on a phone each cell is a line of a card, led by its column name
    for (const column of ['Company', 'Rating', 'Reg. Date', 'Status', 'Actions'])
      expect(html.match(new RegExp(`<td data-label="${column.replace('.', '\\.')}"`, 'g'))).toHaveLength(2);
    expect(html).toContain('2 accounts shown');
    expect(html).toContain('Showing 1-2 of 27');
    expect(html).toContain('Page 1 of 2');
  });

  it("shows 'No accounts found' for an empty answer and no pager", () => {
    const key = accountListKey('buyer', initial)!;
    const html = render(<BuyerAccountsPage />, { [key]: { accounts: [], total: 0, page: 1, page_size: 25 } });
    expect(html).toContain('No accounts found');
    expect(html).toContain('0 accounts shown');
    expect(html).not.toContain('Previous');
  });
});

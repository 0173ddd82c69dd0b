import type { AdminCompany } from '@portal/contracts/admin';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import CompanyPage from './CompanyPage';
import { companyKey } from '../features/companies/api/companies';

const company: AdminCompany = {
  company: {
    id: 'c1',
    name: 'Acme Trading',
    four_eyes: true,
    account_status: 'active',
    disabled: false,
    registrations: { buyer: 'approved', seller: 'submitted', mandate: 'not_registered' },
    created_at: '2026-01-05T10:00:00.000Z',
  },
  members: [
    {
      user_id: 'u2',
      full_name: 'Bo Ops',
      email: 'bo@example.com',
      role: 'operations',
      joined_at: '2026-02-01T10:00:00.000Z',
    },
    {
      user_id: 'c1',
      full_name: 'Ann Founder',
      email: 'ann@example.com',
      role: 'administrator',
      joined_at: '2026-01-05T10:00:00.000Z',
    },
  ],
  documents: [
    {
      id: 'd1',
      document_type: 'business_registration',
      file_name: 'registration.pdf',
      size: 2 * 1024 * 1024,
      created_at: '2026-01-06T10:00:00.000Z',
    },
  ],
  items: { listings: 3, requests: 1 },
  deals: [
    {
      id: 'deal-7',
      title: 'Deal #deal-7',
      name: 'Diesel EN590 to Rotterdam',
      role: 'seller',
      stage_label: 'Initial SPA',
      status: 'active',
      updated_at: '2026-03-01T10:00:00.000Z',
    },
  ],
};

function render(path: string, fallback: Record<string, unknown> = {}) {
  return renderToString(
    <SWRConfig value={{ provider: () => new Map(), fallback }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/companies/:id" element={<CompanyPage />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
    // the markers React puts between adjacent text nodes are not part of the text read
  ).replaceAll('<!-- -->', '');
}

/** Smoke test of the page (no DOM needed): the states and every section of a company. */
describe('CompanyPage', () => {
  it('shows the loading state with the heading and the way back', () => {
    const html = render('/admin/companies/c1');
    expect(html).toContain('<h1>Company</h1>');
    expect(html).toContain('href="/admin/users"');
    expect(html).toContain('Loading the company...');
  });

  it("says 'Company not found' for an id the API would refuse, without loading", () => {
    const html = render('/admin/companies/not%20an%20id');
    expect(html).toContain('Company not found');
    expect(html).not.toContain('Loading the company...');
  });

  it('shows the overview, members, documents, items and deals', () => {
    const html = render('/admin/companies/c1', { [companyKey('c1')]: company });
    expect(html).toContain('Acme Trading');
    expect(html).toMatch(/data-testid="account-status"[^>]*>Active</);
    expect(html).not.toContain('Deactivated');
    expect(html).toContain('data-testid="company-four-eyes">On<');
    expect(html).toMatch(/data-testid="registration-buyer">Buyer: <span[^>]*>Approved</);
    expect(html).toMatch(/data-testid="registration-seller">Seller: <span[^>]*>Pending Approval</);
    expect(html).toMatch(/data-testid="registration-mandate">Mandate: <span[^>]*>Not registered</);
    expect(html).toContain('Jan 5, 2026');
    expect(html).toContain('data-testid="company-items">3 listings, 1 request<');

    // the founder first, marked, then the members by joining date
    expect(html.match(/data-testid="member-row"/g)).toHaveLength(2);
    expect(html.indexOf('Ann Founder')).toBeLessThan(html.indexOf('Bo Ops'));
    expect(html).toContain('Founder');
    expect(html).toContain('2 members');
    for (const text of ['ann@example.com', 'Administrator', 'Operations', 'Feb 1, 2026'])
      expect(html).toContain(text);

    expect(html.match(/data-testid="document-row"/g)).toHaveLength(1);
    expect(html).toContain('registration.pdf');
    expect(html).toContain('2.0 MB');

    expect(html).toMatch(/<a href="\/deal\/deal-7"[^>]*>Diesel EN590 to Rotterdam<\/a>/);
    expect(html).toContain('Deal #deal-7');
    for (const text of ['Seller', 'Initial SPA', 'In Progress', 'Mar 1, 2026']) expect(html).toContain(text);
    expect(html).not.toContain('No documents');
    expect(html).not.toContain('No deals');
  });

  it('says so when a section is empty, and when an admin deactivated the company', () => {
    const html = render('/admin/companies/c1', {
      [companyKey('c1')]: {
        ...company,
        company: { ...company.company, disabled: true, four_eyes: false, account_status: 'inactive' },
        documents: [],
        deals: [],
        items: { listings: 0, requests: 0 },
      },
    });
    expect(html).toContain('No documents');
    expect(html).toContain('No deals');
    expect(html).toContain('0 listings, 0 requests');
    expect(html).toContain('data-testid="company-deactivated"');
    expect(html).toMatch(/data-testid="account-status"[^>]*>Inactive</);
    expect(html).toContain('data-testid="company-four-eyes">Off<');
  });
});

import type { AdminUserDetail, AdminUserRow } from '@portal/contracts/admin';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { userDetailKey } from '../../../lib/api/admin';
import { PageFrame } from '@portal/ui/PageFrame';
import UserDetailsDialog from './UserDetailsDialog';

const row: AdminUserRow = {
  id: 'u1',
  name: 'Ann Buyer',
  email: 'ann@example.com',
  company: 'Acme',
  phone: '+1 555 0100',
  roles: [],
  type: 'buyer',
  status: 'pending',
  registrationStatus: 'submitted',
  registrationType: 'buyer',
  rating: 2.5,
  disabled: false,
  created_at: '2025-01-05T10:00:00.000Z',
};

const detail: AdminUserDetail = {
  profile: {
    id: 'u1',
    full_name: 'Ann Buyer',
    email: 'ann@example.com',
    company_name: 'Acme',
    phone_number: '+1 555 0100',
    roles: ['seller'],
    created_at: '2025-01-05T10:00:00.000Z',
    version: 1,
  },
  registrations: [
    {
      id: 'r2',
      user_id: 'u1',
      type: 'seller',
      status: 'approved',
      form_values: {},
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-02T00:00:00.000Z',
      version: 2,
    },
    {
      id: 'r1',
      user_id: 'u1',
      type: 'buyer',
      status: 'submitted',
      form_values: { business_legal_name: 'Acme Ltd', contact_email: 'ann@example.com' },
      created_at: '2025-01-03T00:00:00.000Z',
      updated_at: '2025-01-04T00:00:00.000Z',
      version: 1,
    },
  ],
  documents: [
    {
      id: 'd1',
      user_id: 'u1',
      document_type: 'business_registration',
      file_name: 'registration.pdf',
      file_path: 'u1/business_registration/x.pdf',
      file_type: 'application/pdf',
      size: 1234,
      created_at: '2025-01-03T00:00:00.000Z',
    },
  ],
  banking: {
    bank_name: '',
    bank_account_number_masked: '',
    bank_manager_name: '',
    bank_manager_phone: '',
    updated_at: null,
  },
  rating: 3.5,
  disabled: false,
};

const render = (
  initialTab: 'basic' | 'registration',
  data: AdminUserDetail = detail,
  user: AdminUserRow = row,
) =>
  renderToString(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [userDetailKey('u1')]: data } }}>
      <MemoryRouter>
        <PageFrame>
          <UserDetailsDialog
            user={user}
            processing={new Set()}
            onApprove={() => undefined}
            onReject={() => undefined}
            onClose={() => undefined}
            initialTab={initialTab}
          />
        </PageFrame>
      </MemoryRouter>
    </SWRConfig>,
  );

describe('UserDetailsDialog', () => {
  it('shows Basic Info from the detail and the documents with View Document', () => {
    const html = render('basic');
    expect(html).toContain('User Details');
    expect(html).toContain('Basic Info');
    expect(html).toContain('Registration Details');
    expect(html).toContain('+1 555 0100');
    expect(html).toContain('Seller');
    expect(html).toContain('3.5 / 5');
    expect(html).toContain('Jan 5, 2025');
    expect(html).toContain('registration.pdf');
    expect(html).toContain('View Document');
  });

  it('lists registrations buyer first, with grouped form values and Approve/Reject only on the submitted one', () => {
    const html = render('registration');
    expect(html.indexOf('Buyer Registration')).toBeLessThan(html.indexOf('Seller Registration'));
    expect(html).toContain('Business Legal Name');
    expect(html).toContain('Acme Ltd');
    expect(html).toContain('No form details available');
    expect(html.match(/>Approve</g)).toHaveLength(1);
    expect(html.match(/>Reject</g)).toHaveLength(1);
    expect(html).toContain('aria-label="Approve Buyer Registration"');
  });

  it('names the terms of use version the user accepted, or says it was not recorded', () => {
    expect(render('basic')).toContain('Not recorded (signed up before acceptance was recorded)');
    const accepted = {
      ...detail,
      profile: { ...detail.profile, terms_version: 2, terms_accepted_at: '2026-11-28T09:00:00.000Z' },
    };
    expect(render('basic', accepted)).toContain('Version 2, accepted Nov 28, 2026');
  });

  it('shows the company with a link to its page and the role in it', () => {
    // a member of another company: the row names that company, not the one typed at sign-up
    const member = { ...row, company: 'Globex', company_id: 'c9', company_role: 'approver' as const };
    expect(render('basic', detail, member)).toMatch(
      /data-testid="user-company"><a href="\/admin\/companies\/c9"[^>]*>Globex<\/a> — Approver<\/dd>/,
    );
    // no company named by the server: the profile's company name, without link or role
    expect(render('basic')).toContain('data-testid="user-company">Acme</dd>');
  });

  it("shows 'No registration details found' when the user has none", () => {
    expect(render('registration', { ...detail, registrations: [] })).toContain(
      'No registration details found',
    );
  });
});

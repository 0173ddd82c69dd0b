import type { CompanyResponse } from '@portal/contracts/company';
import type { CompanyRole } from '@portal/contracts/company-roles';
import { PageFrame } from '@portal/ui/PageFrame';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { CompanyPanel } from './CompanyPanel';

const company: CompanyResponse = {
  company: {
    id: 'c1',
    name: 'Atlas Refining SA',
    four_eyes: true,
    account_status: 'active',
    registrations: { buyer: 'approved', seller: 'not_registered', mandate: 'submitted' },
    created_at: '2025-05-01T10:00:00.000Z',
    version: 4,
  },
  members: [
    {
      user_id: 'u1',
      full_name: 'Ann Lee',
      email: 'ann@atlas.example',
      role: 'administrator',
      joined_at: '2025-05-01T10:00:00.000Z',
      version: 1,
    },
    {
      user_id: 'u2',
      full_name: 'Bob Stone',
      email: 'bob@atlas.example',
      role: 'operations',
      joined_at: '2025-06-02T10:00:00.000Z',
      version: 2,
    },
  ],
  invitations: [
    {
      id: 'i1',
      email: 'cara@atlas.example',
      role: 'approver',
      invited_by: 'Ann Lee',
      created_at: '2025-06-01T10:00:00.000Z',
      expires_at: '2025-06-08T10:00:00.000Z',
      status: 'expired',
    },
  ],
  you: { user_id: 'u1', role: 'administrator' },
};

function render(role: CompanyRole, data: CompanyResponse | null = company) {
  return renderToString(
    <SWRConfig value={{ provider: () => new Map(), fallback: data ? { '/account/company': data } : {} }}>
      <PageFrame>
        <CompanyPanel role={role} revalidateMe={async () => undefined} />
      </PageFrame>
    </SWRConfig>,
  ).replaceAll('<!-- -->', '');
}

/** The Company tab as each kind of member sees it (no DOM needed). */
describe('the Company tab', () => {
  it('waits for the company', () => {
    expect(render('viewer', null)).toContain('Loading your company...');
  });

  it('shows an administrator the switch, the role selects, Remove and the invitations', () => {
    const html = render('administrator');
    expect(html).toContain('<h2>Atlas Refining SA</h2>');
    expect(html).toContain('Your role: <strong>Administrator</strong>');
    expect(html).toMatch(/role="switch"[^>]*checked=""/);
    expect(html).toContain('wait for a second member&#x27;s release before the platform reviews them.');
    expect(html).toContain('aria-label="Role of Bob Stone"');
    expect(html).toContain('aria-label="Role of Ann Lee"');
    // no Remove for oneself: that would end the administrator's own access mid-page
    expect(html).toContain('aria-label="Remove Bob Stone"');
    expect(html).not.toContain('aria-label="Remove Ann Lee"');
    expect(html).toMatch(/Ann Lee<span[^>]*> \(you\)<\/span>/);
    expect(html).toContain('<h2>Invitations</h2>');
    expect(html).toContain('cara@atlas.example');
    expect(html).toMatch(/>Expired<\/span>/);
    expect(html).toContain('aria-label="Revoke the invitation to cara@atlas.example"');
    expect(html).toContain('>Send Invitation</button>');
    // every role's description is on the page
    expect(html).toContain('Releases documents held for company approval');
  });

  it('shows the other members the same company without any action', () => {
    const html = render('operations', {
      ...company,
      invitations: [],
      you: { user_id: 'u2', role: 'operations' },
    });
    expect(html).toContain('Your role: <strong>Operations</strong>');
    expect(html).not.toContain('role="switch"');
    expect(html).toMatch(/data-testid="four-eyes-state">On/);
    expect(html).not.toContain('<select');
    expect(html).not.toContain('Remove');
    expect(html).not.toContain('<h2>Invitations</h2>');
    expect(html).toContain('Bob Stone');
    expect(html).toContain('Reads everything of the company, acts on nothing');
  });

  it('says when an administrator has no open invitations', () => {
    expect(render('administrator', { ...company, invitations: [] })).toContain('No open invitations');
  });
});

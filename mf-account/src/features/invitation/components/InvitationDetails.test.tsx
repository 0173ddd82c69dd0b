import type { InvitationView } from '@portal/contracts/company';
import { PageFrame } from '@portal/ui/PageFrame';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { InvitationDetails } from './InvitationDetails';

const open: InvitationView = {
  id: 'inv-1',
  company_name: 'Atlas Refining SA',
  role: 'operations',
  invited_by: 'Ann Lee',
  email: 'bob@atlas.example',
  expires_at: '2025-06-12T09:30:00.000Z',
  state: 'open',
  joinable: true,
  reason: null,
};

function render(view: InvitationView) {
  return renderToString(
    <SWRConfig value={{ provider: () => new Map(), fallback: { '/invitations/inv-1': view } }}>
      <MemoryRouter>
        <PageFrame>
          <InvitationDetails id="inv-1" />
        </PageFrame>
      </MemoryRouter>
    </SWRConfig>,
  ).replaceAll('<!-- -->', '');
}

describe('the invitation page', () => {
  it('offers to join a company the invitation may be accepted for', () => {
    const html = render(open);
    expect(html).toContain('Ann Lee invited you to join Atlas Refining SA as Operations.');
    expect(html).toMatch(/Valid until Jun 1[12], 2025/);
    expect(html).toContain('>Join Atlas Refining SA</button>');
  });

  it('says why an invitation cannot be accepted, and offers no Join', () => {
    const html = render({
      ...open,
      state: 'expired',
      joinable: false,
      reason: 'This invitation has expired. Ask the administrator for a new one.',
    });
    expect(html).toContain('>Expired</span>');
    expect(html).toContain('This invitation has expired. Ask the administrator for a new one.');
    expect(html).not.toContain('>Join Atlas Refining SA</button>');
    expect(html).toContain('href="/my-account"');
  });
});

import type { MeResponse, RegistrationState, Role } from '@portal/contracts/me';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@portal/ui/theme';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MandateDashboardView } from './MandateDashboardView';

const session = vi.hoisted(() => ({ me: undefined as unknown, status: 'loading' as string }));
vi.mock('@portal/web/me', () => ({
  useMe: () => ({ status: session.status, me: session.me, error: undefined, mutate: () => undefined }),
}));

function meWith(roles: Role[], mandate: RegistrationState, isAdmin = false): MeResponse {
  return {
    profile: {
      id: 'u1',
      full_name: 'Max Mandate',
      email: 'max@example.com',
      company_name: 'Max Agency',
      phone_number: '+44 20 7946 0000',
      roles,
      created_at: '2025-06-15T00:00:00.000Z',
      version: 1,
    },
    roles,
    isAdmin,
    accountStatus: 'active',
    registrations: { buyer: 'approved', seller: 'not_registered', mandate },
    company: { id: 'u1', name: 'Max Agency', role: 'administrator' },
  };
}

const render = () =>
  renderToString(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/mandate-dashboard']}>
        <MandateDashboardView />
      </MemoryRouter>
    </ThemeProvider>,
  );

beforeEach(() => {
  session.me = undefined;
  session.status = 'loading';
});

describe('the Mandate Dashboard status check', () => {
  it.each([
    ['submitted', /under review/, null],
    ['draft', /complete your mandate registration/, 'Complete Registration'],
    ['not_registered', /Register as a mandate/, 'Register as Mandate'],
    ['rejected', /contact support/, 'Apply Again'],
  ] as const)('%s: the message and its button to /register/mandate', (status, text, button) => {
    session.me = meWith(['buyer'], status);
    session.status = 'ready';
    const html = render();
    expect(html).toMatch(text);
    expect(html).not.toContain('Attach to Deal');
    if (button) expect(html).toMatch(new RegExp(`<a[^>]*href="/register/mandate"[^>]*>${button}</a>`));
    else expect(html).not.toContain('href="/register/mandate"');
  });

  it("a mandate gets the dashboard and 'Attach to Deal'; an admin the dashboard without it", () => {
    session.status = 'ready';
    session.me = meWith(['mandate'], 'approved');
    expect(render()).toContain('Attach to Deal');
    expect(render()).toContain('My Active Deals');
    session.me = meWith([], 'not_registered', true);
    const admin = render();
    expect(admin).toContain('My Active Deals');
    expect(admin).not.toContain('Attach to Deal');
  });

  it("'Failed to load mandate status' when /me fails", () => {
    session.status = 'error';
    expect(render()).toContain('Failed to load mandate status');
  });
});

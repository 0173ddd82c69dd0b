import { describe, expect, it } from 'vitest';
import type { Registration } from '@portal/contracts/account';
import { deriveUserRow, displayName, tabsOf, type AdminProfile } from './users';

const profile = (id: string, extra: Partial<AdminProfile> = {}): AdminProfile => ({
  id,
  full_name: `User ${id}`,
  email: `${id}@example.com`,
  company_name: `Company ${id}`,
  phone_number: '',
  roles: [],
  created_at: `2026-01-0${id.length}T00:00:00.000Z`,
  ...extra,
});
const registration = (
  user_id: string,
  type: Registration['type'],
  status: Registration['status'],
): Registration => ({
  id: `${user_id}-${type}`,
  user_id,
  type,
  status,
  form_values: {},
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  version: 1,
});

/** The row of every user found among the profiles and registrations, as the users collection groups them. */
function deriveUserRows(profiles: AdminProfile[], registrations: Registration[]) {
  const ids = new Set([...profiles.map((p) => p.id), ...registrations.map((r) => r.user_id)]);
  return [...ids].map((id) =>
    deriveUserRow(
      id,
      profiles.find((p) => p.id === id),
      registrations.filter((r) => r.user_id === id),
    ),
  );
}

describe('admin user rows', () => {
  it('names users by full name, else the email local part, else Unknown', () => {
    expect(displayName({ full_name: ' Ann ', email: 'a@b.co' })).toBe('Ann');
    expect(displayName({ full_name: '', email: 'trader@b.co' })).toBe('trader');
    expect(displayName(undefined)).toBe('Unknown');
  });
  it('derives status from the most advanced registration; no registration is an inactive buyer with none', () => {
    const rows = deriveUserRows(
      [
        profile('a', { roles: ['seller'] }),
        profile('bb'),
        profile('ccc', { roles: ['buyer'], disabled: true }),
      ],
      [
        registration('a', 'buyer', 'submitted'),
        registration('a', 'seller', 'approved'),
        registration('ccc', 'buyer', 'approved'),
        registration('ghost', 'mandate', 'submitted'),
      ],
    );
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId.a).toMatchObject({
      status: 'active',
      registrationStatus: 'approved',
      registrationType: 'seller',
      type: 'seller',
    });
    expect(byId.bb).toMatchObject({
      status: 'inactive',
      registrationStatus: 'none',
      type: 'buyer',
      company: 'Company bb',
    });
    expect(byId.ccc).toMatchObject({ status: 'inactive', disabled: true });
    expect(byId.ghost).toMatchObject({
      name: 'Unknown',
      status: 'pending',
      registrationType: 'mandate',
      company: 'N/A',
    });
  });
  it('lists a row under the tabs of its roles and registration type; a user with neither is a buyer', () => {
    const rows = deriveUserRows(
      [profile('a', { roles: ['seller'] }), profile('bb'), profile('ccc', { roles: ['buyer'] })],
      [registration('a', 'mandate', 'submitted'), registration('ccc', 'buyer', 'approved')],
    );
    const tabs = Object.fromEntries(rows.map((r) => [r.id, tabsOf(r)]));
    expect(tabs).toEqual({ a: ['sellers', 'mandates'], bb: ['buyers'], ccc: ['buyers'] });
  });
});

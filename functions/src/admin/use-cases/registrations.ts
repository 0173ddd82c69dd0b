import { randomUUID } from 'node:crypto';
import { config } from '../../platform/config';
import { invalid, notFound } from '../../platform/errors';
import {
  insertRegistration,
  listAllRegistrations,
  listProfiles,
  listRegistrationsByStatus,
} from '../data/admin-repository';
import { displayName } from '../domain/users';

/** Submitted registrations with their applicant, as the review queue shows them. */
export async function pendingRegistrations() {
  const [submitted, profiles] = await Promise.all([listRegistrationsByStatus('submitted'), listProfiles()]);
  const byId = new Map(profiles.map((p) => [p.id, p]));
  return {
    registrations: submitted.map((r) => {
      const p = byId.get(r.user_id);
      return {
        ...r,
        user: {
          full_name: p?.full_name ?? 'Unknown',
          email: p?.email ?? 'No email',
          company_name: p?.company_name ?? 'N/A',
        },
      };
    }),
  };
}

const actionOf = {
  submitted: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
  draft: 'updated',
} as const;

/** Spec: the newest registrations by update time (5 unless asked); the action follows the status. */
export async function registrationActivity(requestedLimit?: number) {
  const limit = requestedLimit ?? 5;
  const newest = (
    await Promise.all(
      (['draft', 'submitted', 'approved', 'rejected'] as const).map((s) =>
        listRegistrationsByStatus(s, limit),
      ),
    )
  )
    .flat()
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .slice(0, limit);
  const profiles = new Map((await listProfiles()).map((p) => [p.id, p]));
  return {
    events: newest.map((r) => {
      const profile = profiles.get(r.user_id);
      return {
        id: r.id,
        user_id: r.user_id,
        user_name: profile ? displayName(profile) : null,
        user_email: profile?.email ?? null,
        type: r.type,
        action: actionOf[r.status],
        at: r.updated_at,
      };
    }),
  };
}

/** Non-production only: a submitted registration (sample business values) for a user who has none. */
export async function createTestRegistration(adminId: string) {
  if (config.stage === 'prod') throw notFound('Not available in production');
  const registered = new Set((await listAllRegistrations({ summary: true })).map((r) => r.user_id));
  const candidate = (await listProfiles()).find((p) => !registered.has(p.id) && p.id !== adminId);
  if (!candidate) throw invalid('No users found to create a test registration for');
  const type = (['buyer', 'seller', 'mandate'] as const)[Math.floor(Math.random() * 3)]!;
  const now = new Date().toISOString();
  const registration = {
    id: randomUUID(),
    user_id: candidate.id,
    type,
    status: 'submitted' as const,
    form_values: {
      business_legal_name: candidate.company_name || 'Test Trading Ltd',
      business_tax_id: 'TEST-0001',
      business_registration_date: '2020-01-01',
      business_address: '1 Test Street',
      contact_name: candidate.full_name || 'Test Contact',
      contact_title: 'Director',
      contact_email: candidate.email,
      contact_phone: candidate.phone_number || '+10000000000',
    },
    created_at: now,
    updated_at: now,
    version: 1,
  };
  await insertRegistration(registration);
  return registration;
}

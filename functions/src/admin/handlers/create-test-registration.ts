import { randomUUID } from 'node:crypto';
import { config } from '../../platform/config';
import { invalid, notFound } from '../../platform/domain/errors';
import { apiHandler, created } from '../../platform/http/api-handler';
import { insertRegistration, listAllRegistrations, listProfiles } from '../data/admin-repository';
import { adminApi } from '../routes';

/** Non-production only: a submitted registration (sample business values) for a user who has none. */
export const handler = apiHandler(adminApi.createTestRegistration, async ({ principal }) => {
  if (config.stage === 'prod') throw notFound('Not available in production');
  const registered = new Set((await listAllRegistrations({ summary: true })).map((r) => r.user_id));
  const candidate = (await listProfiles()).find((p) => !registered.has(p.id) && p.id !== principal.userId);
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
  return created(registration);
});

import { toCsv } from '@portal/contracts/csv';
import { apiHandler, Reply } from '../../platform/http/api-handler';
import { listProfiles } from '../data/admin-repository';
import { userExportHeader } from '../domain/csv';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.exportUsers, async () => {
  const profiles = (await listProfiles()).sort((a, b) => a.created_at.localeCompare(b.created_at));
  const csv = toCsv(
    userExportHeader,
    profiles.map((p) => [
      p.id,
      p.full_name,
      p.email,
      p.company_name,
      p.phone_number,
      p.roles.join(', '),
      p.created_at,
    ]),
  );
  const date = new Date().toISOString().slice(0, 10);
  return new Reply(200, csv, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="user_export_${date}.csv"`,
  });
});

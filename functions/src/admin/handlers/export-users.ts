import { apiHandler, Reply } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { exportUsers } from '../use-cases/user-lists';

export const handler = apiHandler(adminApi.exportUsers, async () => {
  const { csv, fileName } = await exportUsers();
  return new Reply(200, csv, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
  });
});

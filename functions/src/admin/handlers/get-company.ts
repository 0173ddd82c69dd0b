import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { companyForAdmin } from '../use-cases/companies';

export const handler = apiHandler(adminApi.getAdminCompany, async ({ params }) => companyForAdmin(params.id));

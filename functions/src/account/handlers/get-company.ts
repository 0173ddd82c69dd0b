import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { companyOf } from '../use-cases/company';

export const handler = apiHandler(accountApi.getCompany, async ({ principal }) => companyOf(principal));

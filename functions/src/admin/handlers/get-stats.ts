import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { dashboardStats } from '../use-cases/stats';

export const handler = apiHandler(adminApi.stats, async () => dashboardStats());

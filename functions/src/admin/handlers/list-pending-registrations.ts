import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { pendingRegistrations } from '../use-cases/registrations';

export const handler = apiHandler(adminApi.pendingRegistrations, async () => pendingRegistrations());

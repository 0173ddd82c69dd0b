import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { registrationActivity } from '../use-cases/registrations';

export const handler = apiHandler(adminApi.activity, async ({ query }) => registrationActivity(query.limit));

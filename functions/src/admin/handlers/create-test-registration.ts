import { apiHandler, created } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { createTestRegistration } from '../use-cases/registrations';

/** Non-production only: a submitted registration (sample business values) for a user who has none. */
export const handler = apiHandler(adminApi.createTestRegistration, async ({ principal }) =>
  created(await createTestRegistration(principal.userId)),
);

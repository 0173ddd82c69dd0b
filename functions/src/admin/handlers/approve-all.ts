import { logger } from '../../platform/logger';
import { apiHandler } from '../../platform/http/api-handler';
import { listRegistrationsByStatus } from '../data/admin-repository';
import { approveRegistration } from '../review-registration';
import { adminApi } from '../routes';

/** Each approval is its own transaction: a failure (e.g. a concurrent review) leaves the others done. */
export const handler = apiHandler(adminApi.approveAll, async ({ principal }) => {
  let approved = 0;
  let failed = 0;
  for (const registration of await listRegistrationsByStatus('submitted')) {
    try {
      await approveRegistration(registration.user_id, registration.type, principal.userId);
      approved += 1;
    } catch (error) {
      failed += 1;
      logger.warn('approve-all: one registration failed', { userId: registration.user_id, type: registration.type, error: String(error) });
    }
  }
  return { approved, failed };
});

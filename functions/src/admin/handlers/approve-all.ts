import { logger } from '../../platform/logger';
import { apiHandler } from '../../platform/http/api-handler';
import { listRegistrationsByStatus } from '../data/admin-repository';
import { approveRegistration } from '../review-registration';
import { adminApi } from '../routes';

/** Users approved at once: each approval is a transaction and a Cognito call; a few at a time keep within the API's 29 s. */
const concurrency = 5;

/**
 * Each approval is its own transaction: a failure (e.g. a concurrent review) leaves the others done.
 * One user's registrations go one after the other (each approval updates that user's profile, and two
 * at once would fail each other's version check); different users go in parallel.
 */
export const handler = apiHandler(adminApi.approveAll, async ({ principal }) => {
  const byUser = new Map<string, Awaited<ReturnType<typeof listRegistrationsByStatus>>>();
  for (const r of await listRegistrationsByStatus('submitted'))
    byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  const queue = [...byUser.values()];
  let approved = 0;
  let failed = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      for (const registration of next) {
        try {
          await approveRegistration(registration.user_id, registration.type, principal.userId);
          approved += 1;
        } catch (error) {
          failed += 1;
          logger.warn('approve-all: one registration failed', {
            userId: registration.user_id,
            type: registration.type,
            error: String(error),
          });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return { approved, failed };
});

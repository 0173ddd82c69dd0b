import { logger } from '../../logger';
import { migrateAccounts } from '../use-cases/migrate-accounts';

/**
 * Makes every account without a company the administrator of a company of its own. The local stack
 * runs it once as it starts (so `npm start` on an older table brings it up to date); the cloud runs it
 * daily, which finds nothing to do once every account has its company. Requests never wait for it:
 * until it has run, a caller without a membership acts as their own company's administrator.
 */
export const handler = async () => {
  const result = await migrateAccounts();
  logger.info('accounts migrated to companies', result);
  return result;
};

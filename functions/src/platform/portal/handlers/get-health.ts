import { probeAuth } from '../adapters/auth-probe';
import { probeDatabase } from '../data/health-probe';
import { checkTimeoutMs, summarizeHealth } from '../domain/health';
import { apiHandler } from '../../http/api-handler';
import { platformApi } from '../../routes';

export const handler = apiHandler(platformApi.getHealth, async ({ event }) => {
  const [database, auth] = await Promise.all([probeDatabase(checkTimeoutMs), probeAuth(checkTimeoutMs)]);
  // The API check is this very request: it is answering, in the time it took to get here.
  const api = { ok: true, latencyMs: Math.max(0, Date.now() - event.requestContext.timeEpoch) };
  return summarizeHealth({ api, database, auth }, new Date());
});

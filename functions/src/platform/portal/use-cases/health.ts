import type { HealthResponse } from '@portal/contracts/platform';
import { probeAuth } from '../adapters/auth-probe';
import { probeDatabase } from '../data/health-probe';
import { checkTimeoutMs, summarizeHealth } from '../domain/health';

/**
 * The platform's health: the database and the identity provider probed side by side, each within the
 * check timeout, summarized with the API's own check (`requestStartedAt`: when the request reached the
 * API, so the API check is this very request answering in the time it took to get here).
 */
export async function checkHealth(requestStartedAt: number): Promise<HealthResponse> {
  const [database, auth] = await Promise.all([probeDatabase(checkTimeoutMs), probeAuth(checkTimeoutMs)]);
  const api = { ok: true, latencyMs: Math.max(0, Date.now() - requestStartedAt) };
  return summarizeHealth({ api, database, auth }, new Date());
}

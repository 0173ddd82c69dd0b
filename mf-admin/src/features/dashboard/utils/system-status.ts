/** System Status indicators (spec: operational, degraded, down, unknown). */
export type Indicator = 'operational' | 'degraded' | 'down' | 'unknown';

export interface SystemStatus {
  api: Indicator;
  database: Indicator;
  auth: Indicator;
}

export const UNKNOWN_STATUS: SystemStatus = { api: 'unknown', database: 'unknown', auth: 'unknown' };

/** Maps a check's status word (operational/ok/up/healthy, degraded/slow, down/error/fail...) to an indicator. */
export function indicatorOf(check: unknown): Indicator {
  const raw = check && typeof check === 'object' ? (check as { status?: unknown }).status : check;
  if (typeof raw !== 'string') return 'unknown';
  const value = raw.toLowerCase();
  if (['operational', 'ok', 'up', 'healthy', 'pass'].includes(value)) return 'operational';
  if (['degraded', 'slow', 'warn', 'warning'].includes(value)) return 'degraded';
  if (['down', 'error', 'fail', 'failed', 'unhealthy'].includes(value)) return 'down';
  return 'unknown';
}

/** GET /health body -> the three indicators. */
export function systemStatusFrom(body: unknown): SystemStatus {
  const checks =
    body && typeof body === 'object' ? (body as { checks?: Record<string, unknown> }).checks : undefined;
  if (!checks || typeof checks !== 'object') return UNKNOWN_STATUS;
  return {
    api: indicatorOf(checks.api),
    database: indicatorOf(checks.database),
    auth: indicatorOf(checks.auth),
  };
}

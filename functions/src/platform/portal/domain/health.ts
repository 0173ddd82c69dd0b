import type { HealthResponse, HealthState } from '@portal/contracts/platform';

export interface ProbeResult {
  ok: boolean;
  latencyMs: number;
  detail?: string;
}

/** A check slower than this still works but is reported degraded. */
export const slowCheckMs = 1500;

/** A check that has not answered by then is down: the status card answers within this (plus little). */
export const checkTimeoutMs = 2000;

export function checkState(probe: ProbeResult): HealthState {
  if (!probe.ok) return 'down';
  return probe.latencyMs > slowCheckMs ? 'degraded' : 'operational';
}

/**
 * The System Status card's overall value: without the database nothing works (down); any other check
 * failing or slow leaves the portal usable in part (degraded).
 */
export function summarizeHealth(
  probes: { api: ProbeResult; database: ProbeResult; auth: ProbeResult },
  now: Date,
): HealthResponse {
  const checks = Object.fromEntries(
    Object.entries(probes).map(([name, probe]) => [
      name,
      {
        status: checkState(probe),
        latency_ms: Math.round(probe.latencyMs),
        ...(probe.detail ? { detail: probe.detail } : {}),
      },
    ]),
  ) as HealthResponse['checks'];
  const states = Object.values(checks).map((c) => c.status);
  const status: HealthState =
    checks.database.status === 'down'
      ? 'down'
      : states.every((s) => s === 'operational')
        ? 'operational'
        : 'degraded';
  return { status, checked_at: now.toISOString(), checks };
}

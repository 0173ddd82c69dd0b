import { config } from '../../config';
import type { ProbeResult } from '../domain/health';

/** The identity provider answers with its signing keys: sign-in and token checks can work. */
export async function probeAuth(timeoutMs = 3000): Promise<ProbeResult> {
  const started = performance.now();
  try {
    const response = await fetch(config.jwksUrl, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json()) as { keys?: unknown[] };
    const ok = response.ok && Array.isArray(body.keys) && body.keys.length > 0;
    return {
      ok,
      latencyMs: performance.now() - started,
      ...(ok ? {} : { detail: `JWKS answered ${response.status}` }),
    };
  } catch (error) {
    return { ok: false, latencyMs: performance.now() - started, detail: (error as Error).name };
  }
}

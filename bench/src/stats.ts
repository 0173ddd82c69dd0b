/** Percentile over raw samples (nearest-rank), in the samples' unit. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits;

export interface LatencyFigures {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
}

/**
 * Runs `operation` from `connections` concurrent loops for `durationMs` and measures each call:
 * the in-process counterpart of autocannon, used for baselines that have no HTTP in front.
 */
export async function measureLoop(
  operation: () => Promise<unknown>,
  { connections, durationMs }: { connections: number; durationMs: number },
): Promise<LatencyFigures> {
  const samples: number[] = [];
  let errors = 0;
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await operation();
          samples.push(performance.now() - t0);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  return {
    p50Ms: round(percentile(samples, 50)),
    p99Ms: round(percentile(samples, 99)),
    requestsPerSecond: round(samples.length / elapsedS, 1),
    requests: samples.length,
    errors,
  };
}

export interface Ratio {
  p50: number;
  p99: number;
  throughput: number;
}

/** Measured against its baseline: latency ratios above 1 and a throughput ratio below 1 are the API's cost. */
export function ratioOf(measured: LatencyFigures, baseline: LatencyFigures): Ratio {
  return {
    p50: round(measured.p50Ms / baseline.p50Ms),
    p99: round(measured.p99Ms / baseline.p99Ms),
    throughput: round(measured.requestsPerSecond / baseline.requestsPerSecond),
  };
}

/**
 * Runs each task once from `connections` concurrent workers and measures each: for operations that
 * cannot repeat (each write consumes its own file or inquiry), where `measureLoop` repeats one.
 */
export async function measureQueue(
  tasks: Array<() => Promise<unknown>>,
  connections: number,
): Promise<LatencyFigures> {
  const samples: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++]!;
        const t0 = performance.now();
        try {
          await task();
          samples.push(performance.now() - t0);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  return {
    p50Ms: round(percentile(samples, 50)),
    p99Ms: round(percentile(samples, 99)),
    requestsPerSecond: round(samples.length / elapsedS, 1),
    requests: samples.length,
    errors,
  };
}

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { countBusinessAct } from './business-metrics';
import { flushMetrics } from './powertools-metrics';

/** The EMF lines Powertools wrote to stdout during `run`. */
function emfLines(run: () => void): Array<Record<string, unknown>> {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return written
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.includes('_aws'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the Powertools metrics adapter', () => {
  // the test runner turns metrics off for its stacks; the adapter is made on first use, below
  beforeAll(() => vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false'));
  afterEach(() => vi.unstubAllEnvs());

  it("flushes the invocation's counts as one EMF line in the configured namespace", () => {
    const lines = emfLines(() => {
      countBusinessAct('dealClosed');
      countBusinessAct('emailFailed', 2);
      flushMetrics();
    });
    expect(lines).toHaveLength(1);
    const emf = lines[0] as {
      _aws: {
        CloudWatchMetrics: Array<{ Namespace: string; Metrics: Array<{ Name: string; Unit: string }> }>;
      };
      DealsClosed: number;
      EmailsFailed: number;
    };
    expect(emf._aws.CloudWatchMetrics[0]!.Namespace).toBe(process.env.METRICS_NAMESPACE ?? 'Portal');
    expect(emf._aws.CloudWatchMetrics[0]!.Metrics).toEqual(
      expect.arrayContaining([
        { Name: 'DealsClosed', Unit: 'Count' },
        { Name: 'EmailsFailed', Unit: 'Count' },
      ]),
    );
    expect(emf.DealsClosed).toBe(1);
    expect(emf.EmailsFailed).toBe(2);
  });

  it('writes nothing, not even a warning, when nothing was counted', () => {
    const written: string[] = [];
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((c) => (written.push(String(c)), true));
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((c) => (written.push(String(c)), true));
    try {
      flushMetrics();
      flushMetrics();
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    expect(written).toEqual([]);
  });
});

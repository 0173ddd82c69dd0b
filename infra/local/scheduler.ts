import type { ScheduledJob } from '../../functions/src/schedules';
import { handlerLoader, type HandlerLoader } from './handler-loader';

/**
 * The cloud's EventBridge schedules, locally: a timer per scheduled job calling the same handler module
 * every `intervalMs` (SWEEP_INTERVAL_MS, default 60 s), or once as it starts for a job done once
 * (`locally: 'at-start'`). A run never overlaps the previous one, and a failing run is logged, never
 * taken down the stack.
 */
export function startScheduledJobs(o: {
  jobs: readonly ScheduledJob[];
  handlerRoot: string;
  /** How handler modules are loaded (default: each imported once from handlerRoot). */
  loadHandler?: HandlerLoader;
  intervalMs: number;
  log: (line: string) => void;
}): { stop: () => Promise<void> } {
  const load = o.loadHandler ?? handlerLoader({ root: o.handlerRoot });
  const timers = o.jobs.map((job) => {
    o.log(
      job.locally === 'at-start'
        ? `${job.name}: once, now`
        : `${job.name}: every ${Math.round(o.intervalMs / 1000)} s`,
    );
    let running: Promise<void> | undefined;
    const run = () => {
      if (running) return;
      running = (async () => {
        try {
          const handler = await load(job.handler);
          await handler({ source: 'local.scheduler', 'detail-type': job.name }, undefined);
        } catch (error) {
          o.log(`${job.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          running = undefined;
        }
      })();
    };
    if (job.locally === 'at-start') {
      run();
      return { timer: undefined, current: () => running };
    }
    const timer = setInterval(run, o.intervalMs);
    timer.unref();
    return { timer, current: () => running };
  });
  return {
    async stop() {
      for (const t of timers) clearInterval(t.timer);
      await Promise.all(timers.map((t) => t.current()));
    },
  };
}

/** SWEEP_INTERVAL_MS, or a minute. */
export function sweepIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SWEEP_INTERVAL_MS);
  return Number.isFinite(value) && value >= 1000 ? value : 60_000;
}

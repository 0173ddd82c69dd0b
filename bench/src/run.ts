/**
 * npm run bench: starts its own local stack (offset ports, in-memory DynamoDB), measures, writes
 * bench/results/latest.{json,md} and a timestamped copy. Not part of npm test: figures, not verdicts,
 * except the frontend budgets, which are reported as met or missed.
 */
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { consoleSink } from '../../infra/local/processes';
import { startStack } from '../../infra/local/start';
import { benchGetMe } from './api-me';
import { lighthouseAuthPage, weighAuthPage } from './frontend-auth';
import { writeReport, type BenchSection } from './report';
import { round } from './stats';

const AUTH_JS_BUDGET_GZIP_BYTES = 250 * 1024;
const LIGHTHOUSE_BUDGET = 90;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const kb = (bytes: number) => round(bytes / 1024, 1);

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const stack = await startStack({
    offset: 20000,
    inMemory: true,
    build: !process.argv.includes('--no-build'),
    // one line per request would be thousands of lines and would cost the gateway time of its own
    log: (name, line) => {
      if (name !== 'api' || !/ -> \d{3} \(/.test(line)) consoleSink(name, line);
    },
  });
  const sections: BenchSection[] = [];
  const results: Record<string, unknown> = {};
  try {
    const me = await benchGetMe(stack.stackFile);
    results.getMe = me;
    sections.push({
      title: 'API: GET /me, 10 connections',
      table: [
        ['measure', 'p50 ms', 'p99 ms', 'req/s', 'requests', 'errors'],
        ['GET /me through the local gateway (autocannon)', me.api.p50Ms, me.api.p99Ms, me.api.requestsPerSecond, me.api.requests, me.api.errors],
        ['baseline: same reads against DynamoDB Local', me.baseline.p50Ms, me.baseline.p99Ms, me.baseline.requestsPerSecond, me.baseline.requests, me.baseline.errors],
        ['ratio (API / baseline)', me.ratio.p50, me.ratio.p99, me.ratio.throughput, '', ''],
      ],
      notes: [`${me.durationSeconds} s per measurement after a ${me.warmupSeconds} s warm-up; one user, token verified on every call.`],
    });

    const weight = await weighAuthPage(stack.stackFile.portalUrl, chromePath);
    const mobile = await lighthouseAuthPage(stack.stackFile.portalUrl, chromePath, 'mobile');
    const desktop = await lighthouseAuthPage(stack.stackFile.portalUrl, chromePath, 'desktop');
    results.authPage = { weight, lighthouse: { mobile, desktop } };
    sections.push({
      title: 'Frontend: /auth',
      table: [
        ['measure', 'value', 'budget', 'met'],
        ['JavaScript loaded, gzip KB', kb(weight.totalGzipBytes), kb(AUTH_JS_BUDGET_GZIP_BYTES), weight.totalGzipBytes <= AUTH_JS_BUDGET_GZIP_BYTES ? 'yes' : 'NO'],
        ['JavaScript loaded, raw KB', kb(weight.totalBytes), '', ''],
        ['Lighthouse performance (mobile, default throttling)', mobile.performance, LIGHTHOUSE_BUDGET, mobile.performance >= LIGHTHOUSE_BUDGET ? 'yes' : 'NO'],
        ['Lighthouse performance (desktop preset)', desktop.performance, LIGHTHOUSE_BUDGET, desktop.performance >= LIGHTHOUSE_BUDGET ? 'yes' : 'NO'],
        ['mobile FCP / LCP / TBT ms', `${mobile.firstContentfulPaintMs} / ${mobile.largestContentfulPaintMs} / ${mobile.totalBlockingTimeMs}`, '', ''],
      ],
      notes: [
        `${weight.scripts.length} scripts: ` +
          weight.scripts.map((s) => `${new URL(s.url).pathname} ${kb(s.gzipBytes)} KB`).join(', '),
      ],
    });
  } finally {
    await stack.stop();
  }
  const files = writeReport(join(import.meta.dirname, '..', 'results'), {
    startedAt,
    machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 1024 ** 3), node: process.version },
    results,
    sections,
  });
  console.log(`bench results: ${files.markdown}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@portal/contracts/platform';
import { localStack, type Persona } from '../../infra/local/personas';
import { allDomains } from '../src/routes';

/**
 * A stalled database must not hang requests: this pauses the test run's own DynamoDB Local (SIGSTOP,
 * its pid from the stack file) and checks that every route that uses a dependency answers 503 with a
 * plain sentence within 5 s, and that /health reports the database down within 3 s. The process is
 * always resumed (SIGCONT in a finally), and the platform is healthy again afterwards.
 */
const local = localStack();
const api = local.stack.apiUrl;
const dynamodbPid = local.stack.pids?.dynamodb;
const cognitoPid = local.stack.pids?.cognito;
const unavailable = 'Service temporarily unavailable. Please try again.';
let user: Persona & { token: string };
let admin: string;

const sampleParams: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  userId: '00000000-0000-4000-8000-000000000000',
  uploadId: '00000000-0000-4000-8000-000000000000',
  type: 'buyer',
  role: 'buyer',
};

/** Every declared route that touches a dependency, as a request a real caller could send. */
const routes = allDomains
  .flatMap((d) => d.routes)
  .filter((r) => r.permissions.length > 0 && !r.reportsUnavailable)
  .map((r) => ({
    route: r,
    path: r.path.replace(/\{(\w+)\}/g, (_, name: string) => sampleParams[name] ?? 'x'),
  }));

async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now();
  const res = await fetch(api + path, init);
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

beforeAll(async () => {
  if (!dynamodbPid) throw new Error('the stack file has no pids.dynamodb: restart the local stack');
  const u = await local.createPersona('buyer');
  user = { ...u, token: (await local.signIn(u)).accessToken };
  admin = (await local.signIn(local.stack.admin)).accessToken;
}, 30_000);

afterAll(() => {
  // never leave a shared emulator paused, whatever happened
  if (dynamodbPid) process.kill(dynamodbPid, 'SIGCONT');
  if (cognitoPid) process.kill(cognitoPid, 'SIGCONT');
});

describe('a stalled database', () => {
  it('gives 503 on every route within 5 s, and /health says the database is down within 3 s', async () => {
    process.kill(dynamodbPid!, 'SIGSTOP');
    try {
      const [health, ...answers] = await Promise.all([
        timed('/health'),
        ...routes.map(({ route, path }) =>
          timed(path, {
            method: route.method,
            headers: {
              ...(route.access.kind === 'public'
                ? {}
                : { authorization: `Bearer ${route.access.kind === 'admin' ? admin : user.token}` }),
              ...(route.body ? { 'content-type': 'application/json' } : {}),
            },
            ...(route.body ? { body: '{}' } : {}),
          }),
        ),
      ]);
      expect(health!.ms).toBeLessThan(3000);
      const report = healthResponseSchema.parse(JSON.parse(health!.text));
      expect(report.checks.database.status).toBe('down');
      expect(report.status).toBe('down');

      answers.forEach((answer, i) => {
        const name = `${routes[i]!.route.method} ${routes[i]!.route.path}`;
        expect(answer.status, name).toBe(503);
        expect(JSON.parse(answer.text), name).toMatchObject({ message: unavailable });
        expect(answer.ms, name).toBeLessThan(5000);
      });
    } finally {
      process.kill(dynamodbPid!, 'SIGCONT');
    }
  }, 30_000);

  it('recovers once the database answers again', async () => {
    let status = '';
    for (let i = 0; i < 20 && status !== 'operational'; i++) {
      const res = await fetch(`${api}/health`);
      status = healthResponseSchema.parse(await res.json()).checks.database.status;
      if (status !== 'operational') await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe('operational');
    expect((await fetch(`${api}/me`, { headers: { authorization: `Bearer ${user.token}` } })).status).toBe(
      200,
    );
  });
});

describe('a stalled identity provider', () => {
  it('/health reports auth down within 3 s while the database stays operational', async () => {
    if (!cognitoPid) throw new Error('the stack file has no pids.cognito: restart the local stack');
    process.kill(cognitoPid, 'SIGSTOP');
    try {
      const health = await timed('/health');
      expect(health.ms).toBeLessThan(3000);
      const report = healthResponseSchema.parse(JSON.parse(health.text));
      expect(report.checks.auth.status).toBe('down');
      expect(report.checks.database.status).toBe('operational');
      expect(report.status).toBe('degraded');
    } finally {
      process.kill(cognitoPid, 'SIGCONT');
    }
  });
});

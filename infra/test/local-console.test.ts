import { Console } from 'node:console';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  confirmationCodeReader,
  consoleLogs,
  formatRequestLine,
  handlerNotice,
  isConsoleWorthy,
} from '../local/console-log';
import { devFrontends } from '../local/dev-servers';
import { isSourceChange } from '../local/handler-loader';
import { lineSplitter, withOutputTo } from '../local/handler-output';
import { versionOf, versionedUrl } from '../local/reload-hooks';
import { parseStartArgs } from '../local/start-args';

describe('npm start / npm run dev arguments', () => {
  it('serves every frontend from a dev server with --dev alone', () => {
    expect(parseStartArgs(['--dev']).dev?.frontends).toEqual([
      'shell',
      'mf-auth',
      'mf-account',
      'mf-admin',
      'mf-marketplace',
      'mf-deals',
    ]);
  });

  it('serves the named remotes and the shell, in any order among the other flags', () => {
    const args = parseStartArgs(['--dev', '--demo', 'mf-deals', '--data-dir', '/tmp/x', 'mf-auth']);
    expect(args.dev?.frontends).toEqual(['shell', 'mf-auth', 'mf-deals']);
    expect(args.demo).toBe(true);
    expect(args.dataDir).toBe('/tmp/x');
  });

  it('has no dev servers without --dev, and refuses names without it or names it does not know', () => {
    expect(parseStartArgs(['--no-build', '--in-memory'])).toEqual({ build: false, inMemory: true });
    expect(() => parseStartArgs(['mf-deals'])).toThrow(/--dev/);
    expect(() => parseStartArgs(['--dev', 'mf-nope'])).toThrow(/unknown frontend mf-nope/);
    expect(() => parseStartArgs(['--fast'])).toThrow(/unknown argument --fast/);
  });

  it('keeps the shell on a dev server when only it is named', () => {
    expect(devFrontends(['shell'])).toEqual(['shell']);
  });
});

describe('handler reload', () => {
  const roots = ['file:///repo/functions/src/', 'file:///repo/packages/contracts/src/'];

  it('carries the version of the importing module to project modules only', () => {
    const parent = 'file:///repo/functions/src/deals/handlers/get-deal.ts?v=3';
    expect(versionedUrl('file:///repo/functions/src/deals/domain.ts', parent, roots)).toBe(
      'file:///repo/functions/src/deals/domain.ts?v=3',
    );
    expect(versionedUrl('file:///repo/packages/contracts/src/deals.ts', parent, roots)).toBe(
      'file:///repo/packages/contracts/src/deals.ts?v=3',
    );
    expect(versionedUrl('file:///repo/node_modules/zod/index.js', parent, roots)).toBe(
      'file:///repo/node_modules/zod/index.js',
    );
    expect(versionedUrl('node:fs', parent, roots)).toBe('node:fs');
  });

  it('leaves modules imported without a version, and URLs with a query of their own, as they are', () => {
    expect(versionedUrl('file:///repo/functions/src/a.ts', 'file:///repo/functions/src/b.ts', roots)).toBe(
      'file:///repo/functions/src/a.ts',
    );
    expect(versionedUrl('file:///repo/functions/src/a.ts', undefined, roots)).toBe(
      'file:///repo/functions/src/a.ts',
    );
    expect(
      versionedUrl('file:///repo/functions/src/a.ts?raw', 'file:///repo/functions/src/b.ts?v=2', roots),
    ).toBe('file:///repo/functions/src/a.ts?raw');
    expect(versionOf('file:///x.ts?a=1&v=12')).toBe('12');
    expect(versionOf('file:///x.ts?v=1x')).toBeUndefined();
  });

  it('reloads for source files, not for tests', () => {
    expect(isSourceChange('deals/handlers/get-deal.ts')).toBe(true);
    expect(isSourceChange('deals/settings.json')).toBe(true);
    expect(isSourceChange('deals/domain.test.ts')).toBe(false);
    expect(isSourceChange('deals/.get-deal.ts.swp')).toBe(false);
    expect(isSourceChange('deals/handlers')).toBe(false);
  });
});

describe('handler output', () => {
  it("hands what an invocation writes (through a Console on process.stdout, as Powertools' Logger) to its sink", async () => {
    const lines: string[] = [];
    // built as Powertools builds its own: on the streams, not on the global console
    const logger = new Console({ stdout: process.stdout, stderr: process.stderr });
    const handler = withOutputTo(
      lineSplitter((l) => lines.push(l)),
      async (n: number) => {
        logger.info(JSON.stringify({ level: 'INFO', message: 'one', n }));
        await new Promise((r) => setTimeout(r, 5));
        logger.error(JSON.stringify({ level: 'ERROR', message: 'two' }));
        return n * 2;
      },
    );
    const [a, b] = await Promise.all([handler(1), handler(2)]);
    expect([a, b]).toEqual([2, 4]);
    expect(lines.map((l) => JSON.parse(l) as { message: string }).map((l) => l.message)).toEqual([
      'one',
      'one',
      'two',
      'two',
    ]);
  });

  it('lets the sink itself write to the real output (the console notices)', async () => {
    const seen: string[] = [];
    const handler = withOutputTo(
      (text) => {
        seen.push(text);
        // were this write taken for the handler's too, the sink would call itself without end
        process.stdout.write('');
      },
      async () => {
        process.stdout.write('from the handler\n');
      },
    );
    await handler();
    expect(seen).toEqual(['from the handler\n']);
  });

  it('splits writes into lines, joining a line written in parts', () => {
    const lines: string[] = [];
    const split = lineSplitter((l) => lines.push(l));
    split('a\nb');
    split('c\n\nd\n');
    expect(lines).toEqual(['a', 'bc', 'd']);
  });
});

describe('the console of npm start', () => {
  it('prints a request as route key, status, time and request id', () => {
    expect(
      formatRequestLine({
        method: 'POST',
        routeKey: 'POST /deals/{id}/commands',
        status: 200,
        durationMs: 41,
        requestId: 'a1b2',
      }),
    ).toBe('POST /deals/{id}/commands 200 41 ms a1b2');
  });

  it("shows a handler's warnings and errors, with the error and the request, and nothing below", () => {
    const error = JSON.stringify({
      level: 'ERROR',
      message: 'request failed',
      requestId: 'r-1',
      route: 'GET /deals/{id}',
      error: { name: 'TypeError', message: 'x is undefined', stack: 'TypeError: x is undefined\n    at ...' },
    });
    expect(handlerNotice(error)).toBe(
      'ERROR request failed (TypeError: x is undefined)  [GET /deals/{id} r-1]',
    );
    expect(handlerNotice(JSON.stringify({ level: 'WARN', message: 'dependency unavailable' }))).toBe(
      'WARN dependency unavailable',
    );
    expect(handlerNotice(JSON.stringify({ level: 'INFO', message: 'request refused' }))).toBeUndefined();
    expect(handlerNotice('plain text')).toBeUndefined();
  });

  it("reads the confirmation code out of cognito-local's box", () => {
    const read = confirmationCodeReader();
    const box = [
      '\u001b[33m╭──────────────────────────────────────╮\u001b[39m',
      '\u001b[33m│\u001b[39m   Confirmation Code Delivery   \u001b[33m│\u001b[39m',
      '\u001b[33m│\u001b[39m   Username:    5f0c-41   \u001b[33m│\u001b[39m',
      '\u001b[33m│\u001b[39m   Destination: ann@example.com   \u001b[33m│\u001b[39m',
      '\u001b[33m│\u001b[39m   Code:        123456   \u001b[33m│\u001b[39m',
      '\u001b[33m╰──────────────────────────────────────╯\u001b[39m',
    ];
    expect(box.map(read).filter(Boolean)).toEqual(['code for ann@example.com: 123456']);
    expect(read('Code: 999999')).toBeUndefined();
  });

  it('keeps emulator chatter off the console, but not failures', () => {
    expect(isConsoleWorthy('cognito', 'Error: Group not found at GetGroup ...')).toBe(false);
    expect(isConsoleWorthy('dynamodb', 'Initializing DynamoDB Local with the following configuration:')).toBe(
      false,
    );
    expect(isConsoleWorthy('dynamodb', 'exited with code 1')).toBe(true);
    expect(isConsoleWorthy('start', 'table portal-local: existing')).toBe(true);
    expect(isConsoleWorthy('lambda', 'invoke portal-post-confirmation -> ok')).toBe(false);
    expect(isConsoleWorthy('lambda', 'invoke portal-post-confirmation -> Error: boom\n  at x')).toBe(true);
    expect(isConsoleWorthy('outbox', '{"level":"INFO","message":"notification email"}')).toBe(false);
    expect(isConsoleWorthy('mf-deals', 'Rspack compiled successfully in 120 ms')).toBe(false);
    expect(isConsoleWorthy('mf-deals', 'Rspack compiled with 1 error in 95 ms')).toBe(true);
    expect(isConsoleWorthy('mf-deals', 'ERROR in ./src/pages/DealFlowPage.tsx 3:1-20')).toBe(true);
    expect(isConsoleWorthy('mf-deals', "  × Module not found: Can't resolve './nope'")).toBe(true);
  });

  it('writes every component to its file and shows requests and codes once the stack is ready', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-logs-'));
    writeFileSync(join(dir, 'dynamodb.log'), 'from the run before\n');
    writeFileSync(join(dir, 'mf-deals.log'), 'from the run before\n');
    const shown: string[] = [];
    const logs = consoleLogs(dir, (line) => shown.push(line));
    const request = (status: number) => ({
      method: 'GET',
      routeKey: 'GET /me',
      status,
      durationMs: 3,
      requestId: `r-${status}`,
    });
    const codeBox = ['│ Confirmation Code Delivery │', '│ Destination: a@b.c │', '│ Code: 111111 │'];
    try {
      logs.request(request(200));
      logs.request(request(503));
      for (const line of codeBox) logs.sink('cognito', line);
      logs.sink('dynamodb', 'Port:\t8000');
      logs.handlerLog('handlers', JSON.stringify({ level: 'INFO', message: 'fine' }));
      logs.ready();
      logs.request(request(201));
      for (const line of codeBox) logs.sink('cognito', line);
      await logs.close();
      expect(shown).toEqual([
        'GET /me 503 3 ms r-503',
        'GET /me 201 3 ms r-201',
        '[cognito] code for a@b.c: 111111',
      ]);
      expect(readFileSync(join(dir, 'dynamodb.log'), 'utf8')).toMatch(/^\S+ Port:\t8000\n$/);
      expect(readFileSync(join(dir, 'handlers.log'), 'utf8')).toBe('{"level":"INFO","message":"fine"}\n');
      // a file this run did not write is left as it was
      expect(readFileSync(join(dir, 'mf-deals.log'), 'utf8')).toBe('from the run before\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

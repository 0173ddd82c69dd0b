import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'handler-reload-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The reload of `npm run dev` as it runs there: in a tsx process (module hooks and ES module caching
 * are the runtime's, not vitest's), a handler whose dependency changes answers with the new
 * dependency on its next call, and a handler's output goes to the loader's sink.
 */
describe('handler reload under tsx', () => {
  it('loads a changed dependency of a handler on the next call, and only then', () => {
    const src = join(dir, 'src');
    mkdirSync(src, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(join(src, 'answer.ts'), "export const answer: string = 'first';\n");
    writeFileSync(
      join(src, 'handler.ts'),
      "import { answer } from './answer';\nexport const handler = async () => { console.log('log line'); return answer; };\n",
    );
    writeFileSync(
      join(dir, 'run.ts'),
      `import { writeFileSync } from 'node:fs';
import { handlerLoader, watchSources } from ${JSON.stringify(join(repo, 'infra', 'local', 'handler-loader.ts'))};
const src = ${JSON.stringify(src)};
const watch = watchSources({ dirs: [src] });
const output: string[] = [];
const load = handlerLoader({ root: src, version: watch.version, output: (line) => output.push(line) });
const call = async () => (await load('handler.ts'))({}, {});
const answers = [await call(), await call()];
writeFileSync(src + '/answer.ts', "export const answer: string = 'second';\\n");
const deadline = Date.now() + 5000;
while (watch.version() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
answers.push(await call());
watch.close();
process.stdout.write(JSON.stringify({ answers, output }) + '\\n');
`,
    );
    const run = spawnSync(join(repo, 'node_modules', '.bin', 'tsx'), [join(dir, 'run.ts')], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as {
      answers: string[];
      output: string[];
    };
    expect(result.answers).toEqual(['first', 'first', 'second']);
    expect(result.output).toEqual(['log line', 'log line', 'log line']);
  }, 30_000);
});

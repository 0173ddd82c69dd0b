/// <reference types="node" />
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Builds the shell with its real config (packages/web/rspack.config.factory.cjs) into a temp dir and
 * checks what the first page of the portal pays for: the router tree-shaken, the platform modules
 * once, the static app shell in index.html.
 */
interface StatsModule {
  name?: string;
  chunks?: Array<string | number>;
}
interface StatsChunk {
  id?: string | number;
  files: string[];
}

const require = createRequire(import.meta.url);
const shellDir = join(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'shell-build-'));
let chunks: StatsChunk[] = [];
let modules: StatsModule[] = [];

/** Files of the chunks holding modules whose name starts with `prefix` (a concatenated module is named after its root). */
function chunkFilesOf(prefix: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const m of modules) {
    if (!m.name?.startsWith(prefix)) continue;
    const name = m.name.split(' + ')[0]!;
    const inChunks = (m.chunks ?? []).map((id) => chunks.find((c) => c.id === id)?.files[0] ?? String(id));
    files.set(name, [...(files.get(name) ?? []), ...inChunks]);
  }
  return files;
}
const gzipKb = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;

beforeAll(async () => {
  const { rspack } = require(
    require.resolve('@rspack/core', { paths: [shellDir] }),
  ) as typeof import('@rspack/core');
  const config = require(join(shellDir, 'rspack.config.cjs')) as import('@rspack/core').Configuration;
  config.output = { ...config.output, path: outDir };
  const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
    rspack(config).run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  expect(stats.hasErrors()).toBe(false);
  const json = stats.toJson({ all: false, ids: true, chunks: true, modules: true, modulesSpace: 1e6 });
  chunks = json.chunks as StatsChunk[];
  modules = json.modules as StatsModule[];
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the shell build', () => {
  it('ships react-router tree-shaken to the shared router (one chunk, under 20 KB gzip)', () => {
    const routerFiles = new Set([...chunkFilesOf('../node_modules/.pnpm/react-router@').values()].flat());
    expect(routerFiles.size).toBe(1);
    expect(gzipKb([...routerFiles][0]!)).toBeLessThan(20);
  });

  it('puts each platform module (packages/web/src) in one chunk, the session apart from the rest', () => {
    const platform = chunkFilesOf('../packages/web/src/');
    expect([...platform].filter(([, files]) => files.length !== 1)).toEqual([]);
    const chunkOf = (file: string) => platform.get(`../packages/web/src/${file}`)?.[0];
    for (const file of ['auth.ts', 'api.ts', 'me.ts', 'remotes.ts'])
      expect(chunkOf(file)).toBe(chunkOf('config.ts'));
    expect(chunkOf('session.ts')).toBeDefined();
    expect(chunkOf('session.ts')).not.toBe(chunkOf('config.ts'));
  });

  it('writes index.html with the static app shell before the deferred entry script', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).toMatch(
      /<div id="root">\s*<main class="app-shell"[^>]*>[\s\S]*<h1>Commodity Trading Portal<\/h1>/,
    );
    expect(html).toMatch(
      /<script defer="defer" src="\/main\.[0-9a-f]+\.js"><\/script>|<script defer src="\/main\.[0-9a-f]+\.js"><\/script>/,
    );
  });
});

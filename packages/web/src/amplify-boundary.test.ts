/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Amplify is not a Module Federation shared entry (see rspack.config.factory.cjs): the single Amplify
 * instance lives inside the shared singleton `@portal/web/session`. That only holds while no other
 * frontend module imports Amplify, which this test checks.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const frontendDirs = [
  'shell/src',
  'packages/ui/src',
  'packages/web/src',
  ...readdirSync(root)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
];
const allowed = new Set(['packages/web/src/session.ts']);

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|jsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('Amplify boundary', () => {
  it('only packages/web/src/session.ts imports aws-amplify or @aws-amplify/*', () => {
    const offenders = frontendDirs
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => !allowed.has(relative(root, file)))
      .filter((file) =>
        /from\s+['"](aws-amplify|@aws-amplify\/)|import\(\s*['"](aws-amplify|@aws-amplify\/)/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});

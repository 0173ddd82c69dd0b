/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as sharedRouter from './shared-router';

/**
 * Every `react-router-dom` import of the frontends is served by shared-router.ts (see the rspack
 * factory). These checks keep that true: the module exports every name the frontends import, nobody
 * imports `react-router` past it (that copy would be bundled whole and hold a second router context),
 * and the factory shares the module, not the package.
 */
const root = join(import.meta.dirname, '..', '..');
const frontendDirs = [
  'shell/src',
  'packages/ui/src',
  'packages/web/src',
  ...readdirSync(root)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
];

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
    // tests run under vitest, which resolves the real package
    return /\.(ts|tsx|js|jsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const sources = frontendDirs.flatMap((dir) => sourceFiles(join(root, dir)));

/** Value names imported from `pkg` in a source text (type-only imports are erased by the compiler). */
function importedNames(text: string, pkg: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, 'g');
  for (const match of text.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

describe('the shared router', () => {
  it('exports every name the frontends import from react-router-dom', () => {
    const missing = sources.flatMap((file) =>
      importedNames(readFileSync(file, 'utf8'), 'react-router-dom')
        .filter((name) => !(name in sharedRouter))
        .map((name) => `${relative(root, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('is the only module that imports react-router itself', () => {
    const offenders = sources
      .filter((file) => relative(root, file) !== 'shell/src/shared-router.ts')
      .filter((file) =>
        /from\s+['"]react-router['"/]|import\(\s*['"]react-router['"/]/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('is what the federation config shares for react-router-dom, and react-router is not shared whole', () => {
    const require = createRequire(import.meta.url);
    const { createConfig } = require('../../packages/web/rspack.config.factory.cjs') as {
      createConfig: (o: object) => { plugins: Array<{ _options?: { shared?: Record<string, unknown> } }> };
    };
    for (const dirname of [join(root, 'shell'), join(root, 'mf-auth')]) {
      const config = createConfig({ name: 'probe', port: 3999, dirname });
      const shared = config.plugins.find((p) => p._options?.shared)?._options?.shared ?? {};
      expect(shared['react-router-dom']).toMatchObject({
        import: join(root, 'shell', 'src', 'shared-router.ts'),
        shareKey: 'portal-router',
        singleton: true,
      });
      expect(
        Object.keys(shared).filter((key) => key.startsWith('react-router') && key !== 'react-router-dom'),
      ).toEqual([]);
    }
  });
});

describe('importedNames', () => {
  it('reads value imports and skips type-only ones', () => {
    const text = `import { Navigate, useLocation as loc, type Location } from 'react-router-dom';\nimport type { To } from 'react-router-dom';`;
    expect(importedNames(text, 'react-router-dom')).toEqual(['Navigate', 'useLocation']);
  });
});

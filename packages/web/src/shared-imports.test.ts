import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A remote gets the stateful platform modules (runtime config, API client, session, ...) from the
 * shell's share scope only when it imports them by their package name (`@portal/web/api`): Module
 * Federation matches shared modules by the import request. A module of this package that is bundled
 * into each remote (not shared itself, e.g. ./upload) and imported one of them relatively would get a
 * private copy instead, whose runtime config is never loaded ('Runtime configuration is not loaded yet').
 */
const srcDir = import.meta.dirname;
const factory = readFileSync(join(srcDir, '..', 'rspack.config.factory.cjs'), 'utf8');
const shared = JSON.parse(
  /const PLATFORM_MODULES = (\[[^\]]*\])/.exec(factory)![1]!.replace(/'/g, '"'),
) as string[];

describe('platform modules bundled into remotes', () => {
  it('the factory names the shared platform modules', () => {
    expect(shared).toEqual(expect.arrayContaining(['config', 'auth', 'api', 'me']));
  });

  it('import the shared ones by package name, never by a relative path', () => {
    const unshared = readdirSync(srcDir).filter(
      (file) =>
        /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !shared.includes(file.replace(/\.tsx?$/, '')),
    );
    expect(unshared).toContain('upload.ts');
    const relative = unshared.flatMap((file) =>
      [...readFileSync(join(srcDir, file), 'utf8').matchAll(/from '\.\/([\w-]+)'/g)]
        .map((m) => m[1]!)
        .filter((name) => shared.includes(name))
        .map((name) => `${file} imports ./${name}`),
    );
    expect(relative).toEqual([]);
  });
});

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const redocStandalone = 'redoc/bundles/redoc.standalone.js';

/** The installed package's file, or undefined where there is no node_modules (a deployed function). */
async function fromPackage(): Promise<string | undefined> {
  let file: string;
  try {
    file = createRequire(import.meta.url).resolve(redocStandalone);
  } catch {
    return undefined;
  }
  return readFile(file, 'utf8');
}

let script: Promise<string> | undefined;

/**
 * Redoc's self-contained browser build, as text. Run from source (the local gateway, tests), it is
 * read from the installed `redoc` package: importing the file there would run it as code. A deployed
 * function has no node_modules: its bundle carries the file as a string, because esbuild loads
 * `*.standalone.js` with its text loader (infra/src/portal-function.ts), which is what the import
 * below then yields.
 */
export function redocScript(): Promise<string> {
  script ??= fromPackage().then(
    async (text) =>
      text ?? ((await import('redoc/bundles/redoc.standalone.js')) as { default: string }).default,
  );
  return script;
}

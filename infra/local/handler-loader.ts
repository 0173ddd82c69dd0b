import { watch, type FSWatcher } from 'node:fs';
import { register } from 'node:module';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { lineSplitter, withOutputTo } from './handler-output';
import type { ReloadHooksData } from './reload-hooks';

export type Handler = (event: unknown, context: unknown) => Promise<unknown>;

/** A handler module (path relative to the loader's root) -> its `handler` export. */
export type HandlerLoader = (modulePath: string) => Promise<Handler>;

export interface HandlerLoaderOptions {
  /** Directory the handler modules are relative to. */
  root: string;
  /** Lines the handlers write to stdout / stderr while they run (default: the process's own output). */
  output?: (line: string) => void;
  /** The current source version (see watchSources); a new one loads every handler afresh. Default: 0, forever. */
  version?: () => number;
}

/**
 * Imports each handler module once per source version: with the default version (0) once for the
 * life of the process, as `npm start` and the test run have it; under `npm run dev` again after a
 * change to the sources, through reload-hooks.ts.
 */
export function handlerLoader(options: HandlerLoaderOptions): HandlerLoader {
  const modules = new Map<string, Promise<Handler>>();
  let loadedVersion = options.version?.() ?? 0;
  const output = options.output && lineSplitter(options.output);
  return (modulePath) => {
    const version = options.version?.() ?? 0;
    if (version !== loadedVersion) {
      modules.clear();
      loadedVersion = version;
    }
    let loaded = modules.get(modulePath);
    if (!loaded) {
      const url = pathToFileURL(join(options.root, modulePath)).href + (version ? `?v=${version}` : '');
      loaded = import(url).then((m: { handler?: Handler; default?: { handler?: Handler } }) => {
        const handler = m.handler ?? m.default?.handler;
        if (typeof handler !== 'function') throw new Error(`${modulePath} does not export a handler`);
        return output ? withOutputTo(output, handler) : handler;
      });
      modules.set(modulePath, loaded);
      // a module that failed to load (a syntax error mid-edit) is tried again on the next call
      loaded.catch(() => {
        if (modules.get(modulePath) === loaded) modules.delete(modulePath);
      });
    }
    return loaded;
  };
}

/** A handler that loads its module through `load` on every call (so it follows reloads). */
export function loadedOnCall(load: HandlerLoader, modulePath: string): Handler {
  return async (event, context) => (await load(modulePath))(event, context);
}

export interface SourceWatch {
  /** Bumped on every change. */
  version(): number;
  close(): void;
}

/** Whether a changed file can change what a handler does (tests and editor droppings cannot). */
export function isSourceChange(file: string): boolean {
  return /\.(?:[cm]?[jt]s|tsx|json)$/.test(file) && !/\.test\.[cm]?[jt]sx?$/.test(file);
}

let hooksRegistered = false;

/**
 * Watches `dirs` (recursively) and bumps the source version after a change, so the next handler call
 * imports a fresh copy of the project's modules; reports each burst of changes through `onChange`.
 */
export function watchSources(o: {
  dirs: string[];
  onChange?: (files: string[]) => void;
  /** Quiet time that ends a burst of changes for the report (an editor's save writes several times; default 100 ms). */
  debounceMs?: number;
}): SourceWatch {
  if (!hooksRegistered) {
    hooksRegistered = true;
    const data: ReloadHooksData = { roots: o.dirs.map((d) => pathToFileURL(join(d, '/')).href) };
    register('./reload-hooks.ts', import.meta.url, { data });
  }
  let version = 0;
  let changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watchers: FSWatcher[] = o.dirs.map((dir) =>
    watch(dir, { recursive: true }, (_event, file) => {
      if (!file || !isSourceChange(file)) return;
      // at once, so a request right after the save already gets the new code; the report waits
      version += 1;
      changed.add(relative(process.cwd(), join(dir, file)));
      clearTimeout(timer);
      timer = setTimeout(() => {
        const files = [...changed];
        changed = new Set();
        o.onChange?.(files);
      }, o.debounceMs ?? 100);
    }),
  );
  return {
    version: () => version,
    close() {
      clearTimeout(timer);
      for (const w of watchers) w.close();
    },
  };
}

/**
 * Module hooks (`module.register`) that let `npm run dev` load a changed handler without a restart.
 *
 * ES modules are cached by URL for the life of the process, and a cache-busting query on the handler
 * alone (`handler.ts?v=2`) would still share every module it imports with the first load. So the
 * query is carried down the graph: a file under one of the watched source folders, imported by a
 * module whose URL has `?v=<n>`, gets `?v=<n>` too. The gateway imports `handler.ts?v=<n>` after a
 * change and gets a fresh copy of every project module that handler reaches, while node_modules
 * (the AWS SDK, zod, Powertools) stay loaded once. Old copies stay in memory: a few MB per change, in a
 * development process only.
 */

export interface ReloadHooksData {
  /** file:// URLs of the folders whose modules are reloaded, each ending in '/'. */
  roots: string[];
}

let roots: string[] = [];

export function initialize(data: ReloadHooksData): void {
  roots = data.roots;
}

/** The version a module URL carries (`?v=3` -> '3'), if any. */
export function versionOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /[?&]v=(\d+)(?:&|$)/.exec(url)?.[1];
}

/** `resolved` with the version of `parent` when it is a file under one of `roots` and has no query yet. */
export function versionedUrl(resolved: string, parent: string | undefined, under: readonly string[]): string {
  const version = versionOf(parent);
  if (version === undefined || resolved.includes('?')) return resolved;
  if (!under.some((root) => resolved.startsWith(root))) return resolved;
  return `${resolved}?v=${version}`;
}

interface ResolveContext {
  parentURL?: string;
  conditions: string[];
  importAttributes: Record<string, string>;
}
interface ResolveResult {
  url: string;
  format?: string | null;
  shortCircuit?: boolean;
  importAttributes?: Record<string, string>;
}

export async function resolve(
  specifier: string,
  context: ResolveContext,
  nextResolve: (specifier: string, context?: ResolveContext) => Promise<ResolveResult>,
): Promise<ResolveResult> {
  const result = await nextResolve(specifier, context);
  const url = versionedUrl(result.url, context.parentURL, roots);
  return url === result.url ? result : { ...result, url };
}

import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';

/**
 * Remotes are found at runtime: the shell registers every `remotes` entry of `/runtime-config.json`
 * (name -> mf-manifest.json URL) on the federation runtime. A remote missing from the config is simply
 * "not deployed" (the shell renders a placeholder page for its routes).
 */
let registered = new Set<string>();

export function registerRemotesFromConfig(
  config: Pick<RuntimeConfig, 'remotes'>,
  /** Manifests already being fetched (by URL): the federation runtime uses these answers instead of fetching again. */
  prefetchedManifests?: ReadonlyMap<string, Promise<Response>>,
): void {
  if (prefetchedManifests) registerPlugins([prefetchedManifestsPlugin(prefetchedManifests)]);
  const remotes = Object.entries(config.remotes).map(([name, entry]) => ({ name, entry }));
  if (remotes.length) registerRemotes(remotes);
  registered = new Set(Object.keys(config.remotes));
}

/** Waits before each retry of a manifest fetch: a dropped connection is usually gone by then. */
const manifestRetryDelaysMs = [250, 1000];

/**
 * A manifest fetch that tries again after a network failure or a 5xx (twice, 250 ms then 1 s apart):
 * one dropped connection to a remote's host then costs a moment, not the page's error screen.
 */
export async function fetchManifest(
  url: string,
  init: RequestInit,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt === manifestRetryDelaysMs.length;
    try {
      const response = await fetch(url, init);
      if (response.status < 500 || last) return response;
    } catch (error) {
      if (last) throw error;
    }
    await sleep(manifestRetryDelaysMs[attempt]!);
  }
}

/**
 * Federation runtime plugin for manifest fetches: the first of a prefetched manifest is answered by
 * the prefetched response (a prefetch that failed falls back to a fetch); every other, e.g. the error
 * boundary's retry, fetches afresh; each network fetch retries as `fetchManifest` does.
 */
export function prefetchedManifestsPlugin(prefetched: ReadonlyMap<string, Promise<Response>>) {
  const used = new Set<string>();
  return {
    name: 'portal-prefetched-manifests',
    fetch(url: string, init: RequestInit): Promise<Response> {
      const early = prefetched.get(url);
      if (!early || used.has(url)) return fetchManifest(url, init);
      used.add(url);
      return early
        .then((response) => (response.ok ? response.clone() : fetchManifest(url, init)))
        .catch(() => fetchManifest(url, init));
    },
  };
}

export function isRemoteRegistered(name: string): boolean {
  return registered.has(name);
}

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

/** Loads `<remote>/<exposed module>` (e.g. 'mf-auth/AuthPage'); rejects when it cannot be loaded. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const remoteName = id.split('/')[0] ?? id;
  if (!registered.has(remoteName)) throw new RemoteLoadError(`Remote ${remoteName} is not configured`);
  const module = await loadRemote<T>(id);
  if (module == null) throw new RemoteLoadError(`Remote module ${id} could not be loaded`);
  return module;
}

export { loadRemote };

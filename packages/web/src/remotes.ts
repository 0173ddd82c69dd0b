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

/**
 * Federation runtime plugin: a manifest fetch answered by the prefetched response, once (a later load,
 * e.g. the error boundary's retry, fetches afresh); a prefetch that failed falls back to a fetch.
 */
export function prefetchedManifestsPlugin(prefetched: ReadonlyMap<string, Promise<Response>>) {
  const used = new Set<string>();
  return {
    name: 'portal-prefetched-manifests',
    fetch(url: string, init: RequestInit): Promise<Response> | undefined {
      const early = prefetched.get(url);
      if (!early || used.has(url)) return undefined;
      used.add(url);
      return early
        .then((response) => (response.ok ? response.clone() : fetch(url, init)))
        .catch(() => fetch(url, init));
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

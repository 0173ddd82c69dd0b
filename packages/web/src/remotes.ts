import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';

/**
 * Remotes are found at runtime: the shell registers every `remotes` entry of `/runtime-config.json`
 * (name -> mf-manifest.json URL) on the federation runtime. A remote missing from the config is simply
 * "not deployed" (the shell renders a placeholder page for its routes).
 */
let registered = new Set<string>();

export function registerRemotesFromConfig(config: Pick<RuntimeConfig, 'remotes'>): void {
  const remotes = Object.entries(config.remotes).map(([name, entry]) => ({ name, entry }));
  if (remotes.length) registerRemotes(remotes);
  registered = new Set(Object.keys(config.remotes));
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

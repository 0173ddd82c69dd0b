import { remoteForPath } from './routes/remote-for-path';

/**
 * Runs in the entry chunk, before the shell's own code and shared libraries have downloaded (so it
 * imports nothing shared). On a first visit the remote page of the address would otherwise be fetched
 * only after the shell has booted: manifest, then remoteEntry, then the page's chunks, one round trip
 * each. Here they start at once, side by side with the shell's chunks, as <link rel=preload>; the
 * federation runtime then finds them in the browser's cache.
 */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/** The one fetch of the runtime config (the HTML preloads it); bootstrap parses a clone of it. */
export const runtimeConfigResponse: Promise<Response> = fetch(RUNTIME_CONFIG_URL, {
  headers: { accept: 'application/json' },
});
// handled by whoever awaits it (bootstrap shows the error screen); not an unhandled rejection meanwhile
runtimeConfigResponse.catch(() => undefined);

/** Remote manifests fetched here, by URL, for the federation runtime (see registerRemotesFromConfig). */
export const prefetchedManifests = new Map<string, Promise<Response>>();

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

/** Best effort: any failure here only means the page's files load when the shell asks for them. */
export async function warmRemotePage(pathname: string): Promise<void> {
  const page = remoteForPath(pathname);
  if (!page) return;
  try {
    const config = (await (await runtimeConfigResponse).clone().json()) as {
      remotes?: Record<string, unknown>;
    };
    const manifestUrl = config.remotes?.[page.name];
    if (typeof manifestUrl !== 'string') return;
    const response = fetch(manifestUrl);
    prefetchedManifests.set(manifestUrl, response);
    const manifest = (await (await response).clone().json()) as ManifestShape;
    const base = new URL('.', manifestUrl);
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) preloadScript(new URL(`${entry.path ?? ''}${entry.name}`, base).href);
    const expose = manifest.exposes?.find((e) => e.path === page.module);
    for (const file of expose?.assets?.js?.sync ?? []) preloadScript(new URL(file, base).href);
  } catch {
    // the shell reports an unreachable config or remote itself
  }
}

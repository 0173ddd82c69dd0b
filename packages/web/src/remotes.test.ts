import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchedManifestsPlugin } from './remotes';

const url = 'http://localhost:3001/mf-manifest.json';
const manifest = (body: string, status = 200) => new Response(body, { status });

describe('prefetchedManifestsPlugin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the first fetch of a prefetched manifest with that response, later ones from the network', async () => {
    const network = vi.fn(async () => manifest('{"fresh":true}'));
    vi.stubGlobal('fetch', network);
    const plugin = prefetchedManifestsPlugin(new Map([[url, Promise.resolve(manifest('{"early":true}'))]]));
    expect(await (await plugin.fetch(url, {}))!.json()).toEqual({ early: true });
    expect(network).not.toHaveBeenCalled();
    expect(plugin.fetch(url, {})).toBeUndefined(); // the runtime fetches itself
    expect(plugin.fetch('http://other/mf-manifest.json', {})).toBeUndefined();
  });

  it('falls back to the network when the prefetch failed or was not ok', async () => {
    const network = vi.fn(async () => manifest('{"fresh":true}'));
    vi.stubGlobal('fetch', network);
    const failed = prefetchedManifestsPlugin(new Map([[url, Promise.reject(new Error('offline'))]]));
    expect(await (await failed.fetch(url, {}))!.json()).toEqual({ fresh: true });
    const notOk = prefetchedManifestsPlugin(new Map([[url, Promise.resolve(manifest('gone', 503))]]));
    expect(await (await notOk.fetch(url, {}))!.json()).toEqual({ fresh: true });
    expect(network).toHaveBeenCalledTimes(2);
  });
});

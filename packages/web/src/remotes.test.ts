import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchManifest, prefetchedManifestsPlugin } from './remotes';

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
    expect(await (await plugin.fetch(url, {})).json()).toEqual({ fresh: true });
    expect(await (await plugin.fetch('http://other/mf-manifest.json', {})).json()).toEqual({ fresh: true });
    expect(network).toHaveBeenCalledTimes(2);
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

describe('fetchManifest', () => {
  afterEach(() => vi.unstubAllGlobals());
  const noWait = async () => undefined;

  it('tries again after a dropped connection or a 5xx, and answers the first good response', async () => {
    const network = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(manifest('busy', 502))
      .mockResolvedValueOnce(manifest('{"ok":true}'));
    vi.stubGlobal('fetch', network);
    expect(await (await fetchManifest(url, {}, noWait)).json()).toEqual({ ok: true });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('gives up after three attempts, and never retries a 4xx', async () => {
    const down = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', down);
    await expect(fetchManifest(url, {}, noWait)).rejects.toThrow('Failed to fetch');
    expect(down).toHaveBeenCalledTimes(3);
    const missing = vi.fn<typeof fetch>().mockResolvedValue(manifest('no', 404));
    vi.stubGlobal('fetch', missing);
    expect((await fetchManifest(url, {}, noWait)).status).toBe(404);
    expect(missing).toHaveBeenCalledTimes(1);
  });
});

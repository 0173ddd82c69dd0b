import { describe, expect, it } from 'vitest';
import { getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './config';

const valid = {
  environment: 'local',
  apiUrl: 'http://localhost:4000',
  cognito: { userPoolId: 'local_abc', userPoolClientId: 'client1', endpoint: 'http://localhost:9329' },
  remotes: { 'mf-auth': 'http://localhost:3001/mf-manifest.json' },
};

const jsonResponse = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('parseRuntimeConfig', () => {
  it('accepts a valid config (remotes may be empty, endpoint optional)', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
    const cloud = { ...valid, cognito: { userPoolId: 'eu-west-1_x', userPoolClientId: 'c' }, remotes: {} };
    expect(parseRuntimeConfig(cloud)).toEqual(cloud);
  });
  it('rejects a bad apiUrl, naming the field', () => {
    expect(() => parseRuntimeConfig({ ...valid, apiUrl: 'not a url' })).toThrow(/apiUrl/);
  });
  it('rejects a remote that is not a URL, naming it', () => {
    expect(() => parseRuntimeConfig({ ...valid, remotes: { 'mf-auth': 'nope' } })).toThrow(
      /remotes\.mf-auth/,
    );
  });
  it('rejects missing cognito fields and unknown keys', () => {
    expect(() => parseRuntimeConfig({ ...valid, cognito: { userPoolId: 'x' } })).toThrow(
      /cognito\.userPoolClientId/,
    );
    expect(() => parseRuntimeConfig({ ...valid, extra: true })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(null)).toThrow(RuntimeConfigError);
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches, validates and remembers the config', async () => {
    const urls: string[] = [];
    const config = await loadRuntimeConfig('/runtime-config.json', async (input) => {
      urls.push(String(input));
      return jsonResponse(valid);
    });
    expect(urls).toEqual(['/runtime-config.json']);
    expect(config.apiUrl).toBe('http://localhost:4000');
    expect(getRuntimeConfig()).toEqual(valid);
  });
  it('fails clearly on HTTP errors, bad JSON and network errors', async () => {
    await expect(loadRuntimeConfig('/c.json', async () => jsonResponse({}, 404))).rejects.toThrow('HTTP 404');
    await expect(loadRuntimeConfig('/c.json', async () => jsonResponse('{oops'))).rejects.toThrow(
      'not valid JSON',
    );
    await expect(
      loadRuntimeConfig('/c.json', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('Failed to fetch');
  });
});

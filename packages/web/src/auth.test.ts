import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';

// The facade must not load Amplify for a visitor: a mock of ./session records whether it was imported.
const loaded = vi.hoisted(() => ({ count: 0, configured: [] as unknown[] }));
vi.mock('./session', () => {
  loaded.count += 1;
  return {
    configureAuth: (config: unknown) => loaded.configured.push(config),
    onAuthChange: () => () => undefined,
    getAccessToken: async () => 'token-from-amplify',
    signInWithPassword: async () => ({ status: 'signedIn' }),
  };
});

const config: RuntimeConfig = {
  environment: 'test',
  apiUrl: 'http://localhost:4000',
  cognito: { userPoolId: 'pool', userPoolClientId: 'client-1' },
  remotes: {},
};

function memoryStorage(entries: Record<string, string> = {}) {
  return { getItem: (key: string) => entries[key] ?? null };
}

describe('auth facade', () => {
  beforeEach(() => {
    vi.resetModules();
    loaded.count = 0;
    loaded.configured = [];
    vi.stubGlobal('localStorage', memoryStorage());
  });

  it("recognises Amplify's stored session for this app client only", async () => {
    const { hasStoredSession } = await import('./auth');
    expect(
      hasStoredSession(
        'client-1',
        memoryStorage({ 'CognitoIdentityServiceProvider.client-1.LastAuthUser': 'u' }),
      ),
    ).toBe(true);
    expect(
      hasStoredSession(
        'client-1',
        memoryStorage({ 'CognitoIdentityServiceProvider.other.LastAuthUser': 'u' }),
      ),
    ).toBe(false);
    expect(hasStoredSession('client-1', undefined)).toBe(false);
  });

  it('answers "no token" to a visitor without loading Amplify', async () => {
    const auth = await import('./auth');
    auth.initAuth(config);
    expect(await auth.getAccessToken()).toBeNull();
    await auth.signOutUser();
    expect(loaded.count).toBe(0);
  });

  it('loads and configures Amplify once when a sign-in starts', async () => {
    const auth = await import('./auth');
    auth.initAuth(config);
    await auth.signInWithPassword('a@b.co', 'pw');
    expect(await auth.getAccessToken()).toBe('token-from-amplify');
    expect(loaded.count).toBe(1);
    expect(loaded.configured).toEqual([config]);
  });

  it('loads Amplify at boot when a session is stored', async () => {
    vi.stubGlobal(
      'localStorage',
      memoryStorage({ 'CognitoIdentityServiceProvider.client-1.LastAuthUser': 'u' }),
    );
    const auth = await import('./auth');
    auth.initAuth(config);
    expect(await auth.getAccessToken()).toBe('token-from-amplify');
    expect(loaded.configured).toHaveLength(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  buildRefreshRequest,
  createInitiateAuthRefresher,
  decodeJwt,
  isCognitoLocalUnsupported,
  mapRefreshResponse,
  needsRefresh,
} from './session';

function b64url(value: object): string {
  return Buffer.from(JSON.stringify(value))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
function jwt(payload: Record<string, unknown>): string {
  return `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url(payload)}.signature`;
}

describe('needsRefresh', () => {
  const now = 1_700_000_000_000;
  it('refreshes when 90 s or less remain', () => {
    expect(needsRefresh(now / 1000 + 90, now)).toBe(true);
    expect(needsRefresh(now / 1000 + 30, now)).toBe(true);
    expect(needsRefresh(now / 1000 - 10, now)).toBe(true);
  });
  it('keeps a token with more than 90 s left', () => {
    expect(needsRefresh(now / 1000 + 91, now)).toBe(false);
    expect(needsRefresh(now / 1000 + 3600, now)).toBe(false);
  });
  it('refreshes a token without exp', () => {
    expect(needsRefresh(undefined, now)).toBe(true);
  });
});

describe('decodeJwt', () => {
  it('reads the payload (including non-ASCII) and keeps the raw token', () => {
    const token = jwt({ sub: 'u1', exp: 10, iat: 5, name: 'Zoë' });
    const decoded = decodeJwt(token);
    expect(decoded.payload).toMatchObject({ sub: 'u1', exp: 10, iat: 5, name: 'Zoë' });
    expect(decoded.toString()).toBe(token);
  });
  it('rejects a malformed token', () => {
    expect(() => decodeJwt('nope')).toThrow('Invalid JWT');
  });
});

describe('buildRefreshRequest', () => {
  it('is an InitiateAuth REFRESH_TOKEN_AUTH call in the JSON 1.1 protocol', () => {
    const { url, init } = buildRefreshRequest('http://localhost:9329', 'client-1', 'rt-1');
    expect(url).toBe('http://localhost:9329');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'rt-1' },
    });
  });
});

describe('mapRefreshResponse', () => {
  const previous = { refreshToken: 'rt-old', username: 'a@b.co' };
  const nowMs = 1_700_000_000_000;

  it('maps tokens, keeps the old refresh token when none is returned and computes clock drift', () => {
    const access = jwt({ sub: 'u1', iat: nowMs / 1000 + 2, exp: nowMs / 1000 + 3602 });
    const id = jwt({ sub: 'u1', email: 'a@b.co', iat: nowMs / 1000 + 2, exp: nowMs / 1000 + 3602 });
    const tokens = mapRefreshResponse(
      200,
      { AuthenticationResult: { AccessToken: access, IdToken: id } },
      previous,
      nowMs,
    );
    expect(tokens.accessToken.toString()).toBe(access);
    expect(tokens.idToken?.toString()).toBe(id);
    expect(tokens.idToken?.payload.email).toBe('a@b.co');
    expect(tokens.refreshToken).toBe('rt-old');
    expect(tokens.username).toBe('a@b.co');
    expect(tokens.clockDrift).toBe(2000);
  });

  it('takes a rotated refresh token', () => {
    const access = jwt({ iat: nowMs / 1000, exp: nowMs / 1000 + 60 });
    const tokens = mapRefreshResponse(
      200,
      { AuthenticationResult: { AccessToken: access, RefreshToken: 'rt-new' } },
      previous,
      nowMs,
    );
    expect(tokens.refreshToken).toBe('rt-new');
    expect(tokens.idToken).toBeUndefined();
  });

  it('turns a Cognito error into an Error named after its type', () => {
    let caught: unknown;
    try {
      mapRefreshResponse(
        400,
        { __type: 'NotAuthorizedException', message: 'Refresh Token has expired' },
        previous,
        nowMs,
      );
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(Error);
    expect((caught as Error).name).toBe('NotAuthorizedException');
    expect((caught as Error).message).toBe('Refresh Token has expired');
  });

  it('strips a namespace from the error type and survives an empty body', () => {
    expect(() =>
      mapRefreshResponse(
        400,
        { __type: 'com.amazonaws#TokenRevokedException', message: 'revoked' },
        previous,
        nowMs,
      ),
    ).toThrow(expect.objectContaining({ name: 'TokenRevokedException' }));
    expect(() => mapRefreshResponse(502, null, previous, nowMs)).toThrow(
      expect.objectContaining({ name: 'UnknownError', message: 'Token refresh failed (HTTP 502)' }),
    );
  });

  it('rejects a success without an access token or iat', () => {
    expect(() => mapRefreshResponse(200, {}, previous, nowMs)).toThrow('no access token');
    expect(() =>
      mapRefreshResponse(200, { AuthenticationResult: { AccessToken: jwt({ exp: 1 }) } }, previous, nowMs),
    ).toThrow('iat not found');
  });
});

describe('createInitiateAuthRefresher', () => {
  const access = jwt({ iat: 1_700_000_000, exp: 1_700_003_600 });

  it('posts to the endpoint and de-duplicates concurrent refreshes', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ AuthenticationResult: { AccessToken: access } }), { status: 200 }),
    );
    const refresher = createInitiateAuthRefresher(
      'http://localhost:9329',
      'client-1',
      fetchImpl as unknown as typeof fetch,
    );
    const input = {
      tokens: { accessToken: decodeJwt(access), refreshToken: 'rt', clockDrift: 0, username: 'a@b.co' },
      username: 'a@b.co',
    };
    const [a, b] = await Promise.all([refresher(input), refresher(input)]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(a.accessToken.toString()).toBe(access);
    await refresher(input);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('fails as NotAuthorizedException without a refresh token', async () => {
    const refresher = createInitiateAuthRefresher('http://x', 'c', vi.fn() as unknown as typeof fetch);
    await expect(
      refresher({ tokens: { accessToken: decodeJwt(access), clockDrift: 0, username: 'u' }, username: 'u' }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('isCognitoLocalUnsupported', () => {
  it("recognises cognito-local's unsupported-operation error", () => {
    const err = Object.assign(
      new Error(
        'Cognito Local unsupported feature: Unsupported x-amz-target header "ResendConfirmationCode"',
      ),
      {
        name: 'CognitoLocal#Unsupported',
      },
    );
    expect(isCognitoLocalUnsupported(err)).toBe(true);
    expect(isCognitoLocalUnsupported(Object.assign(new Error('x'), { name: 'Unsupported' }))).toBe(true);
    expect(
      isCognitoLocalUnsupported(
        Object.assign(new Error('Limit exceeded'), { name: 'LimitExceededException' }),
      ),
    ).toBe(false);
    expect(isCognitoLocalUnsupported(undefined)).toBe(false);
  });
});

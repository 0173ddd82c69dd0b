import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { config } from '../config';
import { unauthenticated } from '../errors';

/** What a verified Cognito access token tells us: who, and which Cognito groups. */
export interface TokenIdentity {
  userId: string;
  groups: string[];
}

const keySets = new Map<string, JWTVerifyGetKey>();

/** One cached JWKS per URL (jose refetches on an unknown `kid`, at most every 30 s). */
function keySetFor(url: string): JWTVerifyGetKey {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, keySet);
  }
  return keySet;
}

/**
 * Verifies a Cognito ACCESS token against the pool's JWKS: signature (RS256), issuer, expiry,
 * `token_use: access` and `client_id` (access tokens carry no `aud`). Issuer and JWKS URL come from
 * configuration: cognito-local locally, the real pool in the cloud. Any failure is a 401.
 */
export async function verifyAccessToken(token: string): Promise<TokenIdentity> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keySetFor(config.jwksUrl), {
      issuer: config.jwtIssuer,
      algorithms: ['RS256'],
      clockTolerance: 5,
    }));
  } catch (error) {
    // An unreachable key set is our failure, not the caller's: let it surface as a 5xx.
    if (error instanceof joseErrors.JWKSTimeout) throw error;
    if (error instanceof joseErrors.JWTExpired)
      throw unauthenticated('Your session has expired. Please sign in again.');
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError)
      throw unauthenticated('Invalid access token');
    throw error;
  }
  if (payload.token_use !== 'access') throw unauthenticated('An access token is required');
  if (payload.client_id !== config.userPoolClientId) throw unauthenticated('Invalid access token');
  if (typeof payload.sub !== 'string' || !payload.sub) throw unauthenticated('Invalid access token');
  const groups = Array.isArray(payload['cognito:groups'])
    ? payload['cognito:groups'].filter((g): g is string => typeof g === 'string')
    : [];
  return { userId: payload.sub, groups };
}

/** `Authorization: Bearer <token>` -> token; undefined when the header is absent. */
export function bearerToken(headers: Record<string, string | undefined> | undefined): string | undefined {
  const header = headers?.authorization ?? headers?.Authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthenticated('The Authorization header must be "Bearer <access token>"');
  return match[1];
}

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config';
import { countRequest } from './data/rate-limit-repository';
import { decide, fixedWindow, parseRateLimit, type RateLimitPolicy } from './domain/rate-limit';
import { HttpRefusal } from './http-refusal';
import type { RateLimitName } from './route';

export const rateLimitMessage = 'Too many requests. Please wait a moment and try again.';

const policies: Record<RateLimitName, () => RateLimitPolicy> = {
  publicWrite: () => parseRateLimit(config.publicWriteRateLimit),
};

/**
 * Counts the request against its source's window and refuses it past the limit (429, Retry-After).
 * The source is the connection's address as API Gateway (or the local gateway) saw it: a client
 * cannot choose it the way it could choose a forwarded-for header.
 * Returns the headers that tell the client its budget.
 */
export async function enforceRateLimit(
  name: RateLimitName,
  event: APIGatewayProxyEventV2,
  now = new Date(),
): Promise<Record<string, string>> {
  const policy = policies[name]();
  const source = event.requestContext?.http?.sourceIp || 'unknown';
  const window = fixedWindow(now, policy.windowSeconds);
  const count = await countRequest({
    limit: name,
    source,
    windowStart: window.start,
    expiresAt: window.end + 60,
  });
  const decision = decide(count, policy, now);
  const headers = {
    'ratelimit-limit': String(policy.requests),
    'ratelimit-remaining': String(decision.remaining),
    'ratelimit-reset': String(decision.retryAfterSeconds),
  };
  if (!decision.allowed)
    throw new HttpRefusal(429, rateLimitMessage, {
      headers: { ...headers, 'retry-after': String(decision.retryAfterSeconds) },
    });
  return headers;
}

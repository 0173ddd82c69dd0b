/**
 * Fixed-window rate limiting, as plain arithmetic: a window of `windowSeconds` starting at a multiple
 * of it, a count per source and window, and the answer for a count. The counter lives on the table
 * (data/rate-limit-repository.ts), so every Lambda container and the local gateway share it.
 */
export interface RateLimitPolicy {
  requests: number;
  windowSeconds: number;
}

/** `"10/60"` -> 10 requests per 60 s; anything else is a configuration mistake. */
export function parseRateLimit(text: string): RateLimitPolicy {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const requests = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || requests < 1 || windowSeconds < 1)
    throw new Error(`a rate limit is "<requests>/<seconds>", e.g. "10/60"; got "${text}"`);
  return { requests, windowSeconds };
}

export function fixedWindow(now: Date, windowSeconds: number): { start: number; end: number } {
  const seconds = Math.floor(now.getTime() / 1000);
  const start = seconds - (seconds % windowSeconds);
  return { start, end: start + windowSeconds };
}

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  /** Whole seconds until the window ends (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

export function decide(count: number, policy: RateLimitPolicy, now: Date): RateDecision {
  const { end } = fixedWindow(now, policy.windowSeconds);
  return {
    allowed: count <= policy.requests,
    remaining: Math.max(0, policy.requests - count),
    retryAfterSeconds: Math.max(1, Math.ceil(end - now.getTime() / 1000)),
  };
}

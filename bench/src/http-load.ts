import autocannon from 'autocannon';
import { round, type LatencyFigures } from './stats';

/** `connections` concurrent clients on one authorised GET for `seconds` (autocannon), as latency figures. */
export function loadGet(
  url: string,
  token: string,
  connections: number,
  seconds: number,
): Promise<LatencyFigures> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              p50Ms: result.latency.p50,
              p99Ms: result.latency.p99,
              requestsPerSecond: round(result.requests.average, 1),
              requests: result.requests.total,
              errors: result.errors + result.non2xx,
            }),
    );
  });
}

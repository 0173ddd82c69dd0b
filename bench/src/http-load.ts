import autocannon from 'autocannon';
import { round, type LatencyFigures } from './stats';

/** `connections` concurrent clients on one authorised GET for `seconds` (autocannon), as latency figures. */
export function loadGet(
  url: string,
  token: string,
  connections: number,
  seconds: number,
): Promise<LatencyFigures> {
  return load({ url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } });
}

/** As {@link loadGet}, for a fixed number of requests rather than a time (reads too slow for seconds). */
export function loadGetRequests(
  url: string,
  token: string,
  connections: number,
  requests: number,
): Promise<LatencyFigures> {
  return load({ url, connections, amount: requests, headers: { authorization: `Bearer ${token}` } });
}

function load(options: autocannon.Options): Promise<LatencyFigures> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) =>
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

import { request } from 'node:http';

export interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  json: <T = Record<string, unknown>>() => T;
}

/**
 * An HTTP request to the local API from a chosen loopback address (127.0.0.2, 127.0.0.3, ...). The
 * gateway sees it as that source IP, as API Gateway would see a distinct client, so a test's per-source
 * counters (rate limits) are its own and do not touch the other tests' budget on 127.0.0.1.
 */
export function httpFrom(
  sourceAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        method: init.method ?? 'GET',
        headers: init.headers,
        localAddress: sourceAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = String(v);
          resolve({ status: res.statusCode ?? 0, headers, text, json: () => JSON.parse(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A loopback address no other test (or earlier run within the same rate window) has used: 127.x.y.z. */
export function freshLoopbackAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return `127.${octet()}.${octet()}.${octet()}`;
}

/** POST /contact as JSON from a source address, with optional extra headers. */
export const postContactFrom = (
  sourceAddress: string,
  apiUrl: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  httpFrom(sourceAddress, `${apiUrl}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

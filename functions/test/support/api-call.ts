/** Response bodies of many shapes, read loosely by the integration tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies of many shapes
export type Json = Record<string, any>;

/**
 * A signed-in call to the local gateway: JSON in, the status, the parsed body (the raw text when it is
 * not JSON, e.g. CSV), the text and the headers out.
 */
export function apiCaller(apiUrl: string) {
  return async function call(token: string, method: string, path: string, json?: unknown) {
    const res = await fetch(apiUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await res.text();
    let body: Json | string | undefined;
    try {
      body = text ? (JSON.parse(text) as Json) : undefined;
    } catch {
      body = text;
    }
    return { status: res.status, body: body as Json, text, headers: res.headers };
  };
}

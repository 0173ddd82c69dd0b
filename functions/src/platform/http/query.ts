/**
 * The query parameters of a request as the route's schema reads them. API Gateway (HTTP API, payload
 * 2.0) joins a repeated parameter with commas in `queryStringParameters` ('location=A&location=B'
 * arrives as 'A,B'), which cannot tell two values from one value holding a comma. The raw query
 * string keeps them apart: a parameter given once is a string, a repeated one a list of strings, and
 * '+' reads as a space, as browsers encode it.
 */
export function queryParameters(event: {
  rawQueryString?: string;
  queryStringParameters?: Record<string, string | undefined>;
}): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (event.rawQueryString === undefined) {
    for (const [key, value] of Object.entries(event.queryStringParameters ?? {}))
      if (value !== undefined) query[key] = value;
    return query;
  }
  for (const [key, value] of new URLSearchParams(event.rawQueryString)) {
    const held = query[key];
    query[key] = held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value];
  }
  return query;
}

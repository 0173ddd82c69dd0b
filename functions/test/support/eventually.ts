/**
 * Reads until `ok` holds or `timeoutMs` passes, and answers the last read: for what the stack settles
 * asynchronously (the search replica's catch-up, the outbox's email).
 */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 6_000,
  stepMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, stepMs));
    value = await read();
  }
  return value;
}

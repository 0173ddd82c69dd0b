import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The handlers run inside the stack's own process and write to its stdout: Powertools' Logger builds
 * its Console on process.stdout / process.stderr when it is constructed, and a handler may also use
 * console.* directly. To send what they write somewhere else (`npm start` puts it in
 * `.local/logs/handlers.log`) without changing the handlers, a handler invocation runs with its sink in
 * an AsyncLocalStorage, and the two streams' write() hand anything written from inside such an
 * invocation (its awaits and callbacks included) to that sink. Everything else the process writes
 * (the request lines, the banner) is untouched.
 */
const current = new AsyncLocalStorage<(text: string) => void>();
let installed = false;

type Write = typeof process.stdout.write;

function install(): void {
  if (installed) return;
  installed = true;
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      const sink = current.getStore();
      if (!sink) return original(chunk, encoding, callback);
      const text =
        typeof chunk === 'string'
          ? chunk
          : Buffer.from(chunk as Uint8Array).toString(
              typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
            );
      // outside the invocation's context: whatever the sink itself prints reaches the real stream
      current.exit(() => sink(text));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done as () => void);
      return true;
    }) as Write;
  }
}

/** Splits written text into lines for `line` (a write may hold several lines, or part of one). */
export function lineSplitter(line: (text: string) => void): (text: string) => void {
  let pending = '';
  return (text) => {
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const l of lines) if (l.trim()) line(l);
  };
}

/** `fn`, with whatever it writes to stdout / stderr while it runs handed to `sink` instead. */
export function withOutputTo<A extends unknown[], R>(
  sink: (text: string) => void,
  fn: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  install();
  return (...args) => current.run(sink, () => fn(...args));
}

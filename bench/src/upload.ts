import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { localStack } from '../../infra/local/personas';
import { repoRoot, type StackFile } from '../../infra/local/stack-file';
import { round } from './stats';

export interface UploadBench {
  sizeBytes: number;
  runs: number;
  /** medians over the runs, ms */
  ticketMs: number;
  storeMs: number;
  completeMs: number;
  totalMs: number;
  /** the probe process's peak RSS before and after one 10 MB complete call */
  completePeakRssBeforeMiB: number;
  completePeakRssAfterMiB: number;
  completePeakRssDeltaMiB: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mib = (bytes: number) => round(bytes / 1024 ** 2, 1);

/** A 10 MB PDF (the server checks the magic bytes and the size limit is 10 MB inclusive). */
function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  bytes.write('\n%%EOF\n', size - 7);
  return bytes;
}

/** The probe: a gateway in a process of its own, whose peak RSS we can read (see complete-probe.ts). */
async function startProbe() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'bench', 'src', 'complete-probe.ts')],
    {
      cwd: repoRoot,
      env: process.env,
      stdio: ['pipe', 'pipe', 'ignore'],
    },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async <T>() => JSON.parse(String((await lines.next()).value)) as T;
  const { url } = await next<{ url: string }>();
  return {
    url,
    async peakRss() {
      child.stdin!.write('measure\n');
      return (await next<{ peakRssBytes: number }>()).peakRssBytes;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin!.end();
      }),
  };
}

/**
 * A 10 MB document end to end as the browser does it: presigned POST ticket, the file POSTed to
 * storage, the "complete" call (server checks size, type and magic bytes, records the document).
 * Times are medians of `runs` uploads through the stack's gateway; the complete call's memory is
 * read from a separate gateway process before and after one 10 MB complete.
 */
export async function benchUpload(
  stackFile: StackFile,
  sizeBytes = 10 * 1024 * 1024,
  runs = 5,
): Promise<UploadBench> {
  const local = localStack(stackFile);
  const persona = await local.createPersona('inactive');
  const { accessToken } = await local.signIn(persona);
  const file = pdfOfSize(sizeBytes);

  async function upload(apiUrl: string, bytes: Buffer, fileName: string) {
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${path} -> ${res.status}: ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>;
    };
    const t0 = performance.now();
    const ticket = (await call('/documents/uploads', {
      file_name: fileName,
      file_type: 'application/pdf',
      size: bytes.length,
    })) as {
      upload_id: string;
      url: string;
      fields: Record<string, string>;
    };
    const t1 = performance.now();
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), fileName);
    const stored = await fetch(ticket.url, { method: 'POST', body: form });
    if (stored.status >= 300) throw new Error(`storage POST -> ${stored.status}`);
    const t2 = performance.now();
    await call(`/documents/uploads/${ticket.upload_id}/complete`, {});
    const t3 = performance.now();
    return { ticketMs: t1 - t0, storeMs: t2 - t1, completeMs: t3 - t2, totalMs: t3 - t0 };
  }

  await upload(stackFile.apiUrl, file, 'warm-up.pdf');
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await upload(stackFile.apiUrl, file, `ten-megabytes-${i}.pdf`));

  const probe = await startProbe();
  try {
    await upload(probe.url, pdfOfSize(1024), 'probe-warm-up.pdf'); // loads modules, JWKS, clients
    const before = await probe.peakRss();
    await upload(probe.url, file, 'probe-ten-megabytes.pdf');
    const after = await probe.peakRss();
    return {
      sizeBytes,
      runs,
      ticketMs: round(median(samples.map((s) => s.ticketMs))),
      storeMs: round(median(samples.map((s) => s.storeMs))),
      completeMs: round(median(samples.map((s) => s.completeMs))),
      totalMs: round(median(samples.map((s) => s.totalMs))),
      completePeakRssBeforeMiB: mib(before),
      completePeakRssAfterMiB: mib(after),
      completePeakRssDeltaMiB: mib(after - before),
    };
  } finally {
    await probe.stop();
  }
}

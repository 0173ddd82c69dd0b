import { createHash, randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Json } from './api-call';
import { zipOf } from './office-files';

/**
 * Driving a deal through the deals API as its parties and the platform do: files with real
 * signatures (the server sniffs the bytes), uploads through ticket, presigned POST and completion,
 * commands, the platform's reviews, and the whole walk from the opened deal to its closing. No test
 * framework here (a refusal throws with the answer), so the integration tests and the browser tests
 * (Playwright, which cannot load vitest) both drive deals with it.
 */

/** Throws `what` unless `ok`. */
function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

/** A minimal PDF the server's file sniffing accepts. */
export const pdfBytes = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\n%%EOF\n`, 'latin1');

/** Sends a file to a presigned POST ticket's URL with its fields. */
export async function postToBucket(ticket: Json, bytes: Buffer, type: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'file');
  const stored = await fetch(ticket.url as string, { method: 'POST', body: form });
  must(stored.status < 300, `bucket POST -> ${stored.status}: ${await stored.text()}`);
}

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A 1x1 RGB PNG, chunk by chunk. */
export function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 200, 30, 30]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pdf = (label: string): UploadFile => ({
  name: `${label}.pdf`,
  type: 'application/pdf',
  bytes: pdfBytes(`${label} ${randomUUID()}`),
});
export const png = (label: string): UploadFile => ({
  name: `${label}.png`,
  type: 'image/png',
  bytes: pngBytes(),
});
export const zip = (label: string): UploadFile => ({
  name: `${label}.zip`,
  type: 'application/zip',
  bytes: zipOf([
    { name: 'certificate.txt', content: `${label} ${randomUUID()}` },
    { name: 'analysis.txt', content: 'Sulphur 10 ppm' },
  ]),
});
export const txt = (label: string): UploadFile => ({
  name: `${label}.txt`,
  type: 'text/plain',
  bytes: Buffer.from(`Beneficiary: ${label}\nIBAN: NL91ABNA0417164300\n`, 'utf8'),
});
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export const dealPath = (dealId: string) => `/deals/${dealId}`;

/** The current (not superseded) version of a document type, as the viewer sees it. */
export const current = (deal: Json, documentType: string): Json | undefined =>
  (deal.documents as Json[]).find((d) => d.document_type === documentType && !d.superseded);

type Api<U> = (
  who: U,
  method: string,
  path: string,
  json?: unknown,
) => Promise<{ status: number; body: Json }>;

/** The files the walk uploads, by kind; each gets a label such as 'final-spa'. */
export interface WalkFiles {
  pdf: (label: string) => UploadFile;
  zip: (label: string) => UploadFile;
  png: (label: string) => UploadFile;
  txt: (label: string) => UploadFile;
}

/**
 * The deal steps for one API caller (`api(who, method, path, json)`). `onWrite` hears of every
 * successful write of a deal (a command, a completed upload) with the deal it answered. `files`
 * replaces the walk's minimal files (the demo seed uploads PDFs a viewer opens).
 */
/** The final unit price the walk states for a deal priced at a discount to Platts. */
export const walkFinalUnitPrice = 612.5;

export function dealWalk<U>(
  api: Api<U>,
  onWrite: (dealId: string, deal: Json, kind: 'command' | 'upload') => void = () => {},
  files: Partial<WalkFiles> = {},
) {
  const make: WalkFiles = { pdf, zip, png, txt, ...files };

  async function command(who: U, dealId: string, body: Json): Promise<Json> {
    const res = await api(who, 'POST', `${dealPath(dealId)}/commands`, body);
    must(res.status === 200, `${body.type} -> ${res.status}: ${JSON.stringify(res.body)}`);
    onWrite(dealId, res.body, 'command');
    return res.body;
  }

  /** A refused command: its status and message. */
  async function refused(who: U, dealId: string, body: Json, status: number) {
    const res = await api(who, 'POST', `${dealPath(dealId)}/commands`, body);
    must(res.status === status, `${body.type} -> ${res.status}, not ${status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** `extra`: more fields of the request (the final unit price with a commercial invoice). */
  async function requestTicket(
    who: U,
    dealId: string,
    documentType: string,
    file: UploadFile,
    extra: Json = {},
  ) {
    return api(who, 'POST', `${dealPath(dealId)}/uploads`, {
      document_type: documentType,
      file_name: file.name,
      file_type: file.type,
      size: file.bytes.length,
      ...extra,
    });
  }

  /** Ticket, POST to the bucket, completion: the deal as the uploader now sees it. */
  async function upload(
    who: U,
    dealId: string,
    documentType: string,
    file: UploadFile,
    extra: Json = {},
  ): Promise<Json> {
    const ticket = await requestTicket(who, dealId, documentType, file, extra);
    must(ticket.status === 201, `${documentType} ticket -> ${ticket.status}: ${JSON.stringify(ticket.body)}`);
    await postToBucket(ticket.body, file.bytes, file.type);
    const done = await api(who, 'POST', `${dealPath(dealId)}/uploads/${ticket.body.upload_id}/complete`);
    must(done.status === 201, `${documentType} complete -> ${done.status}: ${JSON.stringify(done.body)}`);
    onWrite(dealId, done.body, 'upload');
    // the stored version is this file, awaiting review
    const mine = (done.body.documents as Json[]).filter((d) => d.document_type === documentType).at(-1);
    const stored = mine?.file;
    must(
      mine?.superseded === false &&
        mine.review_status === 'pending' &&
        stored?.file_name === file.name &&
        stored.file_type === file.type &&
        stored.size === file.bytes.length &&
        stored.sha256 === sha256(file.bytes),
      `${documentType}: the stored version is not the uploaded file: ${JSON.stringify(mine)}`,
    );
    return done.body;
  }

  async function view(who: U, dealId: string): Promise<Json> {
    const res = await api(who, 'GET', dealPath(dealId));
    must(res.status === 200, `GET deal -> ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  async function review(admin: U, dealId: string, documentType: string, decision: string, comment?: string) {
    const doc = current(await view(admin, dealId), documentType);
    must(doc?.review_status === 'pending', `${documentType} is not awaiting review: ${JSON.stringify(doc)}`);
    return command(admin, dealId, {
      type: 'review-document',
      documentId: doc!.document_id,
      decision,
      ...(comment ? { comment } : {}),
    });
  }

  const approve = (admin: U, dealId: string, ...types: string[]) =>
    types.reduce<Promise<Json | undefined>>(
      async (done, type) => (await done, review(admin, dealId, type, 'approve')),
      Promise.resolve(undefined),
    );

  /**
   * The happy path from the opened deal on: every party document uploaded once and approved, the
   * confirmations in their order, one step after the other until the deal enters `group` (left out:
   * to deal-closed). Answers the deal as the last step's caller saw it.
   */
  async function walkTo(seller: U, buyer: U, admin: U, dealId: string, group?: string): Promise<Json> {
    const steps: Array<() => Promise<Json | undefined>> = [
      () => command(buyer, dealId, { type: 'proceed' }),
      () => upload(seller, dealId, 'initial-spa', make.pdf('sanitized-spa')),
      () => approve(admin, dealId, 'initial-spa'),
      () => command(buyer, dealId, { type: 'review-spa', decision: 'accept' }),
      () => upload(seller, dealId, 'proof-documents', make.zip('proof-of-product')),
      () => upload(buyer, dealId, 'proof-of-funds', make.pdf('bank-statement')),
      () => approve(admin, dealId, 'proof-documents', 'proof-of-funds'),
      () => command(admin, dealId, { type: 'complete-verification', note: 'Parties and proofs verified.' }),
      () => upload(seller, dealId, 'final-spa', make.pdf('final-spa')),
      () => approve(admin, dealId, 'final-spa'),
      () => upload(buyer, dealId, 'final-spa-signed', make.pdf('final-spa-signed')),
      () => approve(admin, dealId, 'final-spa-signed'),
      () => upload(buyer, dealId, 'icpo', make.pdf('icpo')),
      () => approve(admin, dealId, 'icpo'),
      () => upload(seller, dealId, 'icpo-signed', make.pdf('icpo-signed')),
      () => approve(admin, dealId, 'icpo-signed'),
      async () => {
        // a deal priced at a discount to Platts is invoiced at the final unit price the seller states
        const discounted = (await view(seller, dealId)).snapshot.price_type === 'discount';
        const price = discounted ? { final_unit_price: walkFinalUnitPrice } : {};
        return upload(seller, dealId, 'commercial-invoice', make.pdf('commercial-invoice'), price);
      },
      () => approve(admin, dealId, 'commercial-invoice'),
      () => upload(buyer, dealId, 'seller-invoice-signed', make.pdf('seller-invoice-signed')),
      () => upload(buyer, dealId, 'serval-invoice-signed', make.pdf('serval-invoice-signed')),
      () => approve(admin, dealId, 'seller-invoice-signed', 'serval-invoice-signed'),
      () => upload(seller, dealId, 'payment-instructions', make.txt('seller-bank')),
      () => approve(admin, dealId, 'payment-instructions'),
      () => upload(buyer, dealId, 'seller-payment-confirmation', make.png('seller-payment')),
      () => upload(buyer, dealId, 'serval-payment-confirmation', make.png('fee-payment')),
      () => command(seller, dealId, { type: 'confirm-seller-payment' }),
      () => approve(admin, dealId, 'seller-payment-confirmation', 'serval-payment-confirmation'),
      () => command(admin, dealId, { type: 'confirm-fee-payment' }),
      () =>
        command(seller, dealId, {
          type: 'submit-inspection-details',
          latitude: '51.9225',
          longitude: '4.47917',
          instructions: 'Tank 7, berth 12; ask for the terminal manager.',
        }),
      () => upload(buyer, dealId, 'inspection-report', make.zip('inspection-report')),
      () => approve(admin, dealId, 'inspection-report'),
      () => command(seller, dealId, { type: 'confirm-title-transfer' }),
      () => command(buyer, dealId, { type: 'confirm-receipt' }),
    ];
    let deal: Json | undefined;
    for (const step of steps) {
      deal = await step();
      if (group !== undefined && deal?.group === group) return deal;
    }
    must(group === undefined, `the walk never reached ${group}`);
    return deal!;
  }

  /** The whole walk from the opened deal to deal-closed: the closed deal as the buyer sees it. */
  async function closeDeal(seller: U, buyer: U, admin: U, dealId: string): Promise<Json> {
    const closed = await walkTo(seller, buyer, admin, dealId);
    must(closed.stage === 'deal-closed' && closed.status === 'closed', `not closed: ${closed.stage}`);
    return closed;
  }

  return { command, refused, requestTicket, upload, view, review, approve, walkTo, closeDeal };
}

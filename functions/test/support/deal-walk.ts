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

/**
 * The deal steps for one API caller (`api(who, method, path, json)`). `onWrite` hears of every
 * successful write of a deal (a command, a completed upload) with the deal it answered.
 */
export function dealWalk<U>(
  api: Api<U>,
  onWrite: (dealId: string, deal: Json, kind: 'command' | 'upload') => void = () => {},
) {
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

  async function requestTicket(who: U, dealId: string, documentType: string, file: UploadFile) {
    return api(who, 'POST', `${dealPath(dealId)}/uploads`, {
      document_type: documentType,
      file_name: file.name,
      file_type: file.type,
      size: file.bytes.length,
    });
  }

  /** Ticket, POST to the bucket, completion: the deal as the uploader now sees it. */
  async function upload(who: U, dealId: string, documentType: string, file: UploadFile): Promise<Json> {
    const ticket = await requestTicket(who, dealId, documentType, file);
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
   * The happy path from the opened deal to deal-closed: every party document uploaded once and
   * approved, the confirmations in their order. Answers the closed deal as the buyer sees it.
   */
  async function closeDeal(seller: U, buyer: U, admin: U, dealId: string): Promise<Json> {
    await command(buyer, dealId, { type: 'proceed' });
    await upload(seller, dealId, 'initial-spa', pdf('sanitized-spa'));
    await approve(admin, dealId, 'initial-spa');
    await command(buyer, dealId, { type: 'review-spa', decision: 'accept' });
    await upload(seller, dealId, 'proof-documents', zip('proof-of-product'));
    await upload(buyer, dealId, 'proof-of-funds', pdf('bank-statement'));
    await approve(admin, dealId, 'proof-documents', 'proof-of-funds');
    await command(admin, dealId, { type: 'complete-verification', note: 'Parties and proofs verified.' });
    await upload(seller, dealId, 'final-spa', pdf('final-spa'));
    await approve(admin, dealId, 'final-spa');
    await upload(buyer, dealId, 'final-spa-signed', pdf('final-spa-signed'));
    await approve(admin, dealId, 'final-spa-signed');
    await upload(buyer, dealId, 'icpo', pdf('icpo'));
    await approve(admin, dealId, 'icpo');
    await upload(seller, dealId, 'icpo-signed', pdf('icpo-signed'));
    await approve(admin, dealId, 'icpo-signed');
    await upload(seller, dealId, 'commercial-invoice', pdf('commercial-invoice'));
    await approve(admin, dealId, 'commercial-invoice');
    await upload(buyer, dealId, 'seller-invoice-signed', pdf('seller-invoice-signed'));
    await upload(buyer, dealId, 'serval-invoice-signed', pdf('serval-invoice-signed'));
    await approve(admin, dealId, 'seller-invoice-signed', 'serval-invoice-signed');
    await upload(seller, dealId, 'payment-instructions', txt('seller-bank'));
    await approve(admin, dealId, 'payment-instructions');
    await upload(buyer, dealId, 'seller-payment-confirmation', png('seller-payment'));
    await upload(buyer, dealId, 'serval-payment-confirmation', png('fee-payment'));
    await command(seller, dealId, { type: 'confirm-seller-payment' });
    await approve(admin, dealId, 'seller-payment-confirmation', 'serval-payment-confirmation');
    await command(admin, dealId, { type: 'confirm-fee-payment' });
    await command(seller, dealId, {
      type: 'submit-inspection-details',
      latitude: '51.9225',
      longitude: '4.47917',
      instructions: 'Tank 7, berth 12; ask for the terminal manager.',
    });
    await upload(buyer, dealId, 'inspection-report', zip('inspection-report'));
    await approve(admin, dealId, 'inspection-report');
    await command(seller, dealId, { type: 'confirm-title-transfer' });
    const closed = await command(buyer, dealId, { type: 'confirm-receipt' });
    must(closed.stage === 'deal-closed' && closed.status === 'closed', `not closed: ${closed.stage}`);
    return closed;
  }

  return { command, refused, requestTicket, upload, view, review, approve, closeDeal };
}

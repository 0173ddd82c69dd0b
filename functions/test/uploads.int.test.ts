import { randomUUID } from 'node:crypto';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack, type Persona } from '../../infra/local/personas';
import { docxFile, plainZip } from './support/office-files';
import { apiCaller, type Json } from './support/api-call';

/**
 * The platform upload flow (ticket -> verify -> finalize -> download -> delete) through the account
 * documents API, against the local gateway, s3rver and DynamoDB Local. s3rver does not enforce POST
 * policies, so these tests can store what a forged form would: the server's own checks must hold.
 */
const local = localStack();
const { stack } = local;
const s3 = new S3Client({
  endpoint: stack.s3.endpoint,
  region: stack.region,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
type User = Persona & { token: string };
let alice: User;

async function user(kind: Persona['kind'] = 'inactive'): Promise<User> {
  const persona = await local.createPersona(kind);
  return { ...persona, token: (await local.signIn(persona)).accessToken };
}

const call = apiCaller(stack.apiUrl);
const api = (who: User, method: string, path: string, json?: unknown) => call(who.token, method, path, json);

const pdf = (text = 'offer') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\n%%EOF\n`, 'latin1');
const png = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function ticketFor(
  who: User,
  file: Buffer,
  declared: { file_name: string; file_type: string; document_type?: string },
) {
  const ticket = await api(who, 'POST', '/documents/uploads', { size: file.length, ...declared });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  return ticket.body as { upload_id: string; url: string; fields: Record<string, string> };
}

/** POSTs bytes with the ticket's form fields, as a browser does (or with some fields forged). */
async function post(
  ticket: { url: string; fields: Record<string, string> },
  file: Buffer,
  overrides: Record<string, string> = {},
) {
  const form = new FormData();
  const fields = { ...ticket.fields, ...overrides };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file], { type: fields['Content-Type'] }), 'file');
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  expect(stored.status, await stored.text()).toBeLessThan(300);
}

const complete = (who: User, uploadId: string) =>
  api(who, 'POST', `/documents/uploads/${uploadId}/complete`, {});

async function upload(
  who: User,
  file: Buffer,
  declared: { file_name: string; file_type: string; document_type?: string },
) {
  const ticket = await ticketFor(who, file, declared);
  await post(ticket, file);
  return { ticket, complete: await complete(who, ticket.upload_id) };
}

async function objectKeys(prefix: string): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: stack.s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

beforeAll(async () => {
  alice = await user();
}, 30_000);

describe('verify: the stored object must be what the ticket accepted', () => {
  for (const storedAs of ['text/html', 'image/svg+xml'])
    it(`refuses an object stored as ${storedAs} under a PDF ticket, and leaves nothing behind`, async () => {
      // PDF magic bytes up front, markup after: only the stored type gives it away
      const file = Buffer.from('%PDF-1.4\n<html><script>alert(document.domain)</script></html>\n');
      const ticket = await ticketFor(alice, file, { file_name: 'offer.pdf', file_type: 'application/pdf' });
      await post(ticket, file, { 'Content-Type': storedAs });
      const res = await complete(alice, ticket.upload_id);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        field: 'file',
        message: `The file was stored as ${storedAs}, not as the accepted application/pdf.`,
      });
      expect(await objectKeys(ticket.fields.key!)).toEqual([]);
      expect(await local.readItem(`USER#${alice.userId}`, `UPLOAD#${ticket.upload_id}`)).toBeUndefined();
      expect((await api(alice, 'GET', '/documents')).body.documents).not.toContainEqual(
        expect.objectContaining({ file_name: 'offer.pdf' }),
      );
    });

  it('refuses a ZIP declared as a DOCX and accepts a real DOCX', async () => {
    const zip = plainZip();
    const refused = await upload(alice, zip, { file_name: 'terms.docx', file_type: docxType });
    expect(refused.complete.status).toBe(400);
    expect(refused.complete.body.message).toMatch(
      /not a valid .*wordprocessingml\.document file \(it is application\/zip\)/,
    );
    expect(await objectKeys(refused.ticket.fields.key!)).toEqual([]);

    const word = docxFile('Terms of the offer');
    const accepted = await upload(alice, word, { file_name: 'terms.docx', file_type: docxType });
    expect(accepted.complete.status).toBe(201);
    expect(accepted.complete.body).toMatchObject({ file_type: docxType, size: word.length });
  });
});

describe('finalize: a verified file moves out of reach of every ticket', () => {
  it('copies the file to its final key, deletes the upload key, and a re-POST with the old ticket changes nothing', async () => {
    const original = pdf('the verified bytes');
    const { ticket, complete: done } = await upload(alice, original, {
      file_name: 'contract.pdf',
      file_type: 'application/pdf',
      document_type: 'general',
    });
    expect(done.status).toBe(201);
    const uploadKey = ticket.fields.key!;
    const finalKey = done.body.file_path as string;
    expect(uploadKey.startsWith('uploads/')).toBe(true);
    expect(finalKey).toBe(uploadKey.slice('uploads/'.length));
    expect(finalKey).toMatch(/^account-document\/[0-9a-f-]{36}\.pdf$/);
    expect(await objectKeys(uploadKey)).toEqual([]);
    const head = await s3.send(new HeadObjectCommand({ Bucket: stack.s3.bucket, Key: finalKey }));
    expect(head.ContentType).toBe('application/pdf');

    // the ticket's POST still "works" (s3rver enforces no expiry either), but only ever writes the upload key
    await post(ticket, Buffer.from('<html><script>alert(1)</script></html>'), {
      'Content-Type': 'text/html',
    });
    const link = await api(alice, 'GET', `/documents/${done.body.id}/download`);
    const served = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
    expect(served.equals(original)).toBe(true);
    const kept = await s3.send(new GetObjectCommand({ Bucket: stack.s3.bucket, Key: finalKey }));
    expect(Buffer.from(await kept.Body!.transformToByteArray()).equals(original)).toBe(true);
    // and the ticket cannot be completed a second time
    const again = await complete(alice, ticket.upload_id);
    expect([again.status, again.body.message]).toEqual([409, 'This upload was already completed.']);
  });
});

describe('concurrent completes of one ticket (a double click, a retry) record the file once', () => {
  /** Ten completes at once: one 201, the others 409 saying the upload is (being) completed; no 5xx. */
  function expectOneRecorded(answers: Array<{ status: number; body: Json }>) {
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(answers),
    ).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 201)) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.message).toMatch(/^This upload (was already completed|is already being completed)\./);
    }
    return answers.find((r) => r.status === 201)!.body;
  }

  const downloaded = async (link: { status: number; body: Json }) => {
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    return Buffer.from(await (await fetch(link.body.url as string)).arrayBuffer());
  };

  it('account documents: one document, downloadable, and a later complete is 409', async () => {
    const who = await user();
    for (let round = 0; round < 3; round++) {
      const file = pdf(`parallel ${round} ${randomUUID()}`);
      const name = `parallel-${round}.pdf`;
      const ticket = await ticketFor(who, file, { file_name: name, file_type: 'application/pdf' });
      await post(ticket, file);
      const answers = await Promise.all(Array.from({ length: 10 }, () => complete(who, ticket.upload_id)));
      const recorded = expectOneRecorded(answers);
      const documents = (await api(who, 'GET', '/documents')).body.documents as Json[];
      expect(documents.filter((d) => d.file_name === name)).toEqual([
        expect.objectContaining({ id: recorded.id, file_path: recorded.file_path }),
      ]);
      expect(
        (await downloaded(await api(who, 'GET', `/documents/${recorded.id}/download`))).equals(file),
      ).toBe(true);
      const later = await complete(who, ticket.upload_id);
      expect([later.status, later.body.message]).toEqual([409, 'This upload was already completed.']);
    }
  });

  it('marketplace files: one file record, downloadable', async () => {
    const who = await user('seller');
    for (let round = 0; round < 2; round++) {
      const file = pdf(`fco ${round} ${randomUUID()}`);
      const ticket = await api(who, 'POST', '/marketplace/uploads', {
        file_name: `fco-${round}.pdf`,
        file_type: 'application/pdf',
        size: file.length,
        purpose: 'fco_terms',
      });
      expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
      await post(ticket.body as { url: string; fields: Record<string, string> }, file);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          api(who, 'POST', `/marketplace/uploads/${ticket.body.upload_id}/complete`, {}),
        ),
      );
      const recorded = expectOneRecorded(answers);
      const stored = await local.db.send(
        new QueryCommand({
          TableName: local.table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': `USER#${who.userId}`, ':sk': 'MFILE#' },
          ConsistentRead: true,
        }),
      );
      expect((stored.Items ?? []).filter((i) => i.file_name === `fco-${round}.pdf`).map((i) => i.id)).toEqual(
        [recorded.id],
      );
      const link = await api(who, 'GET', `/marketplace/files/${recorded.id}/download`);
      expect((await downloaded(link)).equals(file)).toBe(true);
    }
  });
});

describe('keys name no user', () => {
  it('still downloads a document recorded under an old key that named its owner', async () => {
    // before keys were `{purpose}/{uuid}.{ext}` they were `{userId}/{documentType}/{random}_{time}.{ext}`;
    // such records keep their key, and a download reads the key from the record
    const { complete: done } = await upload(alice, pdf('kept'), {
      file_name: 'old.pdf',
      file_type: 'application/pdf',
    });
    expect(done.status).toBe(201);
    const oldKey = `${alice.userId}/general/0123456789abcdef_${Date.now()}.pdf`;
    await s3.send(
      new PutObjectCommand({
        Bucket: stack.s3.bucket,
        Key: oldKey,
        Body: pdf('legacy'),
        ContentType: 'application/pdf',
      }),
    );
    await local.db.send(
      new UpdateCommand({
        TableName: local.table,
        Key: { pk: `USER#${alice.userId}`, sk: `DOC#${done.body.id}` },
        UpdateExpression: 'SET file_path = :k',
        ExpressionAttributeValues: { ':k': oldKey },
      }),
    );
    const link = await api(alice, 'GET', `/documents/${done.body.id}/download`);
    expect(link.status).toBe(200);
    const res = await fetch(link.body.url as string);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).toString('latin1')).toContain('legacy');
  });
});

describe('download: served as the verified type, as an attachment, with the real file name', () => {
  it('answers 报告.pdf as application/pdf, attachment, with an RFC 5987 filename*', async () => {
    const { complete: done } = await upload(alice, pdf(), {
      file_name: '报告.pdf',
      file_type: 'application/pdf',
    });
    expect(done.status).toBe(201);
    const link = await api(alice, 'GET', `/documents/${done.body.id}/download`);
    expect(link.status).toBe(200);
    expect(link.body.preview_url).toBeUndefined();
    const res = await fetch(link.body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`,
    );
  });

  it('keeps Zürich in the name and offers images inline as a preview only', async () => {
    const { complete: done } = await upload(alice, png(), {
      file_name: 'Zürich tank.png',
      file_type: 'image/png',
    });
    expect(done.status).toBe(201);
    const link = await api(alice, 'GET', `/documents/${done.body.id}/download`);
    const download = await fetch(link.body.url);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Zurich tank.png"; filename*=UTF-8''Z%C3%BCrich%20tank.png`,
    );
    const preview = await fetch(link.body.preview_url);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline; /);
  });
});

describe('registrations hold their documents', () => {
  it("stores a file field with the server's record of the document, not the client's filePath or fileType", async () => {
    const who = await user();
    const { complete: done } = await upload(who, pdf(), {
      file_name: 'tax.pdf',
      file_type: 'application/pdf',
      document_type: 'document_tax_certificate',
    });
    const res = await api(who, 'PUT', '/registrations/buyer/draft', {
      form_values: {
        business_legal_name: 'Forgery Ltd',
        document_tax_certificate: {
          fileName: 'invoice.html',
          fileType: 'text/html',
          filePath: 'someone-else/document_tax_certificate/secret.pdf',
          documentId: done.body.id,
        },
      },
    });
    expect(res.status).toBe(200);
    const server = {
      fileName: 'tax.pdf',
      fileType: 'application/pdf',
      filePath: done.body.file_path,
      documentId: done.body.id,
    };
    expect(res.body.form_values.document_tax_certificate).toEqual(server);
    expect((await local.readItem(`USER#${who.userId}`, 'REG#buyer'))?.form_values).toMatchObject({
      document_tax_certificate: server,
    });
  });

  it('refuses (409, saying why) to delete a document of a submitted registration; a draft does not hold it', async () => {
    const who = await user();
    const held = await upload(who, pdf(), { file_name: 'id.pdf', file_type: 'application/pdf' });
    const free = await upload(who, pdf(), { file_name: 'draft.pdf', file_type: 'application/pdf' });
    const fileValue = (doc: Json) => ({
      fileName: doc.file_name,
      fileType: doc.file_type,
      filePath: doc.file_path,
      documentId: doc.id,
    });
    await api(who, 'PUT', '/registrations/buyer/draft', {
      form_values: { document_id_verification: fileValue(held.complete.body) },
    });
    await api(who, 'PUT', '/registrations/seller/draft', {
      form_values: { document_id_verification: fileValue(free.complete.body) },
    });
    // an admin review is waiting on the buyer registration
    await local.db.send(
      new UpdateCommand({
        TableName: local.table,
        Key: { pk: `USER#${who.userId}`, sk: 'REG#buyer' },
        UpdateExpression: 'SET #s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': 'submitted' },
      }),
    );
    const refused = await api(who, 'DELETE', `/documents/${held.complete.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This document is part of your submitted Buyer registration and cannot be deleted.',
    );
    expect(await local.readItem(`USER#${who.userId}`, `DOC#${held.complete.body.id}`)).toBeDefined();
    expect(await objectKeys(held.complete.body.file_path)).toEqual([held.complete.body.file_path]);

    expect((await api(who, 'DELETE', `/documents/${free.complete.body.id}`)).status).toBe(204);
    expect(await objectKeys(free.complete.body.file_path)).toEqual([]);
    // the draft that pointed at it can no longer be saved with it
    const stale = await api(who, 'PUT', '/registrations/seller/draft', {
      form_values: { document_id_verification: fileValue(free.complete.body) },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.field).toBe('document_id_verification');
  });
});

describe('a registration save and a document delete cannot interleave into a broken reference', () => {
  let documents: typeof import('../src/account/data/document-repository');
  let accounts: typeof import('../src/account/data/account-repository');
  let accountReads: typeof import('../src/platform/accounts/data/account-reads');
  beforeAll(async () => {
    Object.assign(process.env, {
      TABLE_NAME: local.table,
      DYNAMODB_ENDPOINT: stack.dynamodb.endpoint,
      AWS_REGION: stack.region,
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    });
    documents = await import('../src/account/data/document-repository');
    accounts = await import('../src/account/data/account-repository');
    accountReads = await import('../src/platform/accounts/data/account-reads');
  });

  it('a delete decided on registrations read before a save is refused (409) and keeps the document', async () => {
    const who = await user();
    const { complete: done } = await upload(who, pdf(), { file_name: 'a.pdf', file_type: 'application/pdf' });
    const readBefore = await accountReads.listRegistrations(who.userId); // none yet
    // meanwhile the registration is saved with the document
    await api(who, 'PUT', '/registrations/buyer/draft', {
      form_values: {
        document_tax_certificate: {
          fileName: 'a.pdf',
          fileType: 'application/pdf',
          filePath: done.body.file_path,
          documentId: done.body.id,
        },
      },
    });
    await expect(documents.deleteDocumentItem(who.userId, done.body.id, readBefore)).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect(await local.readItem(`USER#${who.userId}`, `DOC#${done.body.id}`)).toBeDefined();
  });

  it('a save that references a document deleted meanwhile is refused (409) and writes nothing', async () => {
    const who = await user();
    const { complete: done } = await upload(who, pdf(), { file_name: 'b.pdf', file_type: 'application/pdf' });
    const now = new Date().toISOString();
    const registration = {
      id: 'r-race',
      user_id: who.userId,
      type: 'seller' as const,
      status: 'draft' as const,
      form_values: {},
      created_at: now,
      updated_at: now,
      version: 1,
    };
    await documents.deleteDocumentItem(who.userId, done.body.id, []);
    await expect(
      accounts.saveRegistration(registration, documents.documentsStillExist(who.userId, [done.body.id])),
    ).rejects.toMatchObject({ kind: 'conflict' });
    expect(await local.readItem(`USER#${who.userId}`, 'REG#seller')).toBeUndefined();
  });
});

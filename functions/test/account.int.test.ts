import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { cognitoClient } from '../../infra/local/provision';
import { localStack, type Persona } from '../../infra/local/personas';
import { apiCaller } from './support/api-call';

/** The account API through the local gateway, with files in s3rver and state checked in the table. */
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
let bob: User;

async function user(kind: 'inactive' | 'buyer' = 'inactive'): Promise<User> {
  const persona = await local.createPersona(kind);
  return { ...persona, token: (await local.signIn(persona)).accessToken };
}

const call = apiCaller(stack.apiUrl);
const api = (who: User, method: string, path: string, json?: unknown) => call(who.token, method, path, json);

const pdf = (size = 64) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
};
const png = () =>
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** The browser's flow: ask for a ticket, POST the file to S3 with the ticket's fields, complete. */
async function upload(
  who: User,
  file: Buffer,
  declared: { file_name: string; file_type: string; size?: number; document_type?: string },
) {
  const ticket = await api(who, 'POST', '/documents/uploads', { size: file.length, ...declared });
  expect(ticket.status).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([file], { type: declared.file_type }), declared.file_name);
  const stored = await fetch(ticket.body.url, { method: 'POST', body: form });
  expect(stored.status, await stored.text()).toBeLessThan(300);
  return {
    ticket: ticket.body,
    complete: await api(who, 'POST', `/documents/uploads/${ticket.body.upload_id}/complete`, {}),
  };
}

async function objectKeys(prefix: string): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: stack.s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

beforeAll(async () => {
  alice = await user();
  bob = await user();
}, 30_000);

describe('profile', () => {
  it('saves the three editable fields and ignores everything else', async () => {
    const res = await api(alice, 'PATCH', '/profile', {
      full_name: 'Alice Trader',
      phone_number: '+44 20 7946 0000',
      company_name: 'Alice Metals Ltd',
      version: 1,
      email: 'evil@example.com',
      roles: ['buyer'],
      id: 'someone-else',
    });
    expect(res.status).toBe(200);
    const stored = await local.readItem(`USER#${alice.userId}`, 'PROFILE');
    expect(stored).toMatchObject({
      id: alice.userId,
      email: alice.email,
      roles: [],
      full_name: 'Alice Trader',
      company_name: 'Alice Metals Ltd',
      phone_number: '+44 20 7946 0000',
      version: 2,
    });
  });
  it('refuses an invalid phone number, naming the field', async () => {
    const res = await api(alice, 'PATCH', '/profile', {
      full_name: 'A',
      phone_number: 'call me',
      company_name: 'C',
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('phone_number');
  });
});

describe('banking', () => {
  it('stores the full number, answers masked, and keeps the number when omitted', async () => {
    const saved = await api(alice, 'PUT', '/banking', {
      bank_name: 'First Bank',
      bank_account_number: 'GB29NWBK60161331926819',
      bank_manager_name: 'M. Manager',
      bank_manager_phone: '+44 20 1234 5678',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.bank_account_number_masked).toBe('••••••••6819');
    expect(JSON.stringify(saved.body)).not.toContain('60161331');
    await api(alice, 'PUT', '/banking', {
      bank_name: 'First Bank plc',
      bank_manager_name: 'M',
      bank_manager_phone: '',
    });
    expect(await local.readItem(`USER#${alice.userId}`, 'BANKING')).toMatchObject({
      bank_name: 'First Bank plc',
      bank_account_number: 'GB29NWBK60161331926819',
      version: 2,
    });
    expect((await api(bob, 'GET', '/banking')).body.bank_name).toBe('');
  });
});

describe('documents', () => {
  it('uploads through the presigned POST, checks the stored file and records it', async () => {
    const { complete, ticket } = await upload(alice, pdf(), {
      file_name: 'registration.pdf',
      file_type: 'application/pdf',
      document_type: 'document_business_registration',
    });
    expect(complete.status).toBe(201);
    const doc = complete.body;
    expect(doc.file_path).toMatch(/^account-document\/[0-9a-f-]{36}\.pdf$/);
    expect(await local.readItem(`USER#${alice.userId}`, `DOC#${doc.id}`)).toMatchObject({
      user_id: alice.userId,
      file_name: 'registration.pdf',
      file_type: 'application/pdf',
      size: 64,
      document_type: 'document_business_registration',
    });
    // the ticket is kept, marked completed (its TTL removes it)
    expect(await local.readItem(`USER#${alice.userId}`, `UPLOAD#${ticket.upload_id}`)).toMatchObject({
      completed_at: expect.any(String),
    });
    // replaying the complete call does not create a second document
    const again = await api(alice, 'POST', `/documents/uploads/${ticket.upload_id}/complete`, {});
    expect([again.status, again.body.message]).toEqual([409, 'This upload was already completed.']);
    const list = await api(alice, 'GET', '/documents');
    expect(list.body.documents.map((d: { id: string }) => d.id)).toContain(doc.id);
  });

  it('refuses a file whose bytes are not its declared type, and removes it', async () => {
    const { complete, ticket } = await upload(alice, png(), {
      file_name: 'fake.pdf',
      file_type: 'application/pdf',
    });
    expect(complete.status).toBe(400);
    expect(complete.body.message).toMatch(/not a valid application\/pdf/);
    expect(await objectKeys(ticket.fields.key)).toEqual([]);
    expect(await objectKeys(ticket.fields.key.slice('uploads/'.length))).toEqual([]);
  });

  it('refuses a file larger than announced', async () => {
    const ticket = await api(alice, 'POST', '/documents/uploads', {
      file_name: 'a.pdf',
      file_type: 'application/pdf',
      size: 10,
    });
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
    form.append('file', new Blob([pdf(200)], { type: 'application/pdf' }), 'a.pdf');
    await fetch(ticket.body.url, { method: 'POST', body: form });
    const complete = await api(alice, 'POST', `/documents/uploads/${ticket.body.upload_id}/complete`, {});
    expect(complete.status).toBe(400);
    expect(complete.body.message).toMatch(/200 bytes/);
  });

  it('refuses over 10 MB and unknown types before issuing a ticket', async () => {
    expect(
      (
        await api(alice, 'POST', '/documents/uploads', {
          file_name: 'a.pdf',
          file_type: 'application/pdf',
          size: 11 * 1024 * 1024,
        })
      ).body.field,
    ).toBe('size');
    expect(
      (
        await api(alice, 'POST', '/documents/uploads', {
          file_name: 'a.exe',
          file_type: 'application/x-msdownload',
          size: 10,
        })
      ).body.field,
    ).toBe('file_type');
  });

  it("keeps each user's documents to themselves: another user gets 404 on download and delete", async () => {
    const { complete } = await upload(alice, pdf(), {
      file_name: 'private.pdf',
      file_type: 'application/pdf',
    });
    const id = complete.body.id as string;
    expect((await api(bob, 'GET', `/documents/${id}/download`)).status).toBe(404);
    expect((await api(bob, 'DELETE', `/documents/${id}`)).status).toBe(404);
    expect((await api(bob, 'GET', '/documents')).body.documents).toEqual([]);
    const link = await api(alice, 'GET', `/documents/${id}/download`);
    expect(link.status).toBe(200);
    const file = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
    expect(file.subarray(0, 8).toString()).toBe('%PDF-1.4');
    const { accessToken } = await local.signIn(stack.admin);
    const asAdmin = await fetch(`${stack.apiUrl}/documents/${id}/download`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(asAdmin.status).toBe(200);
    expect((await api(alice, 'DELETE', `/documents/${id}`)).status).toBe(204);
    expect(await local.readItem(`USER#${alice.userId}`, `DOC#${id}`)).toBeUndefined();
    expect(await objectKeys(complete.body.file_path)).toEqual([]);
  });
});

describe('registrations', () => {
  const businessValues = {
    business_legal_name: 'Alice Metals Ltd',
    business_tax_id: 'GB123456789',
    business_registration_date: '2015-04-01',
    business_address: '1 Metal Street, London',
  };

  it('saves a partial draft and reads it back', async () => {
    const saved = await api(alice, 'PUT', '/registrations/buyer/draft', { form_values: businessValues });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'draft', type: 'buyer', version: 1 });
    const read = await api(alice, 'GET', '/registrations/buyer');
    expect(read.body.form_values).toEqual(businessValues);
    expect(await local.readItem(`USER#${alice.userId}`, 'REG#buyer')).toMatchObject({
      status: 'draft',
      gsi1pk: 'REG#draft',
    });
    expect((await api(alice, 'GET', '/registrations/seller')).status).toBe(404);
    expect((await api(alice, 'GET', '/registrations/admin')).status).toBe(400);
  });

  it('refuses a submission with required fields missing, naming them', async () => {
    const res = await api(alice, 'POST', '/registrations/buyer/submit', { form_values: businessValues });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/contact_name/);
    expect(res.body.field).toBeTruthy();
    expect((await local.readItem(`USER#${alice.userId}`, 'REG#buyer'))?.status).toBe('draft');
  });

  it("refuses a file value that points at someone else's document", async () => {
    const { complete } = await upload(bob, pdf(), { file_name: 'bob.pdf', file_type: 'application/pdf' });
    const res = await api(alice, 'PUT', '/registrations/buyer/draft', {
      form_values: {
        ...businessValues,
        document_tax_certificate: {
          fileName: 'bob.pdf',
          fileType: 'application/pdf',
          filePath: complete.body.file_path,
          documentId: complete.body.id,
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('document_tax_certificate');
  });

  for (const status of ['submitted', 'approved'] as const)
    it(`refuses any change once ${status}`, async () => {
      const who = await user();
      await api(who, 'PUT', '/registrations/seller/draft', { form_values: businessValues });
      await local.db.send(
        new UpdateCommand({
          TableName: local.table,
          Key: { pk: `USER#${who.userId}`, sk: 'REG#seller' },
          UpdateExpression: 'SET #s = :s',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':s': status },
        }),
      );
      const message = `This Seller registration has already been ${status} and cannot be modified.`;
      for (const [method, path] of [
        ['PUT', '/registrations/seller/draft'],
        ['POST', '/registrations/seller/submit'],
      ] as const) {
        const res = await api(who, method, path, { form_values: businessValues });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(message);
      }
      expect((await local.readItem(`USER#${who.userId}`, 'REG#seller'))?.status).toBe(status);
    });

  it('lets a rejected registration be edited and saved again', async () => {
    const who = await user();
    await api(who, 'PUT', '/registrations/mandate/draft', { form_values: businessValues });
    await local.db.send(
      new UpdateCommand({
        TableName: local.table,
        Key: { pk: `USER#${who.userId}`, sk: 'REG#mandate' },
        UpdateExpression: 'SET #s = :s, rejection_reason = :r',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': 'rejected', ':r': 'Tax certificate unreadable' },
      }),
    );
    const res = await api(who, 'PUT', '/registrations/mandate/draft', {
      form_values: { ...businessValues, business_tax_id: 'NEW' },
    });
    expect(res.status).toBe(200);
    expect(await local.readItem(`USER#${who.userId}`, 'REG#mandate')).toMatchObject({
      status: 'draft',
      form_values: { business_tax_id: 'NEW' },
    });
  });
});

describe('notification preferences', () => {
  it('start from the defaults and are stored per user', async () => {
    expect((await api(bob, 'GET', '/settings/notifications')).body).toEqual({
      registration_updates: true,
      deal_updates: true,
      inquiry_messages: true,
      marketing: false,
      daily_digest: false,
    });
    const prefs = {
      registration_updates: false,
      deal_updates: true,
      inquiry_messages: false,
      marketing: true,
      daily_digest: false,
    };
    expect((await api(bob, 'PUT', '/settings/notifications', prefs)).status).toBe(200);
    expect(await local.readItem(`USER#${bob.userId}`, 'SETTINGS')).toMatchObject(prefs);
    expect(
      (await api(bob, 'PUT', '/settings/notifications', { ...prefs, marketing: 'yes' })).body.field,
    ).toBe('marketing');
  });
});

describe('delete account', () => {
  it('is refused while the user has an ongoing deal', async () => {
    const who = await user();
    await local.db.send(
      new PutCommand({
        TableName: local.table,
        Item: {
          pk: 'DEAL#d1',
          sk: `MEMBER#${who.userId}`,
          gsi2pk: `USER_DEALS#${who.userId}`,
          gsi2sk: `active#${new Date().toISOString()}`,
        },
      }),
    );
    const res = await api(who, 'DELETE', '/account');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You cannot delete your account while you have ongoing deals.');
    expect(await local.readItem(`USER#${who.userId}`, 'PROFILE')).toBeDefined();
  });

  it('removes the sign-in, the profile, registrations and documents', async () => {
    const who = await user();
    const { complete } = await upload(who, pdf(), { file_name: 'mine.pdf', file_type: 'application/pdf' });
    await api(who, 'PUT', '/registrations/buyer/draft', { form_values: { business_legal_name: 'X' } });
    expect((await api(who, 'DELETE', '/account')).status).toBe(204);
    expect(await local.readItem(`USER#${who.userId}`, 'PROFILE')).toBeUndefined();
    expect(await local.readItem(`USER#${who.userId}`, 'REG#buyer')).toBeUndefined();
    expect(await local.readItem(`USER#${who.userId}`, `DOC#${complete.body.id}`)).toBeUndefined();
    expect(await objectKeys(complete.body.file_path)).toEqual([]);
    await expect(
      cognitoClient(stack.cognito.endpoint).send(
        new AdminGetUserCommand({ UserPoolId: stack.cognito.userPoolId, Username: who.email }),
      ),
    ).rejects.toBeInstanceOf(UserNotFoundException);
  });
});

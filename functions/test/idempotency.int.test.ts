import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoClient } from '../../infra/local/provision';
import { localStack, type Persona } from '../../infra/local/personas';
import { freshLoopbackAddress, postContactFrom } from './support/http-from';

/**
 * Retried writes run once: a route declared idempotent honours an Idempotency-Key (Powertools
 * idempotency on the table). Contact posts come from their own loopback addresses so the public-write
 * rate limit of the other tests (127.0.0.1) is not spent here.
 */
const local = localStack();
const api = local.stack.apiUrl;
/** This file's own client address, so its posts spend no other test's public-write budget. */
const source = freshLoopbackAddress();
const db = DynamoDBDocumentClient.from(dynamoClient(local.stack.dynamodb.endpoint));
let buyer: Persona & { token: string };
let seller: Persona & { token: string };

/** Contact messages carrying this text (each test uses its own unique text). */
async function storedMessages(text: string) {
  const found = await db.send(
    new QueryCommand({
      TableName: local.stack.dynamodb.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: 'message = :text',
      ExpressionAttributeValues: { ':pk': 'CONTACT', ':text': text },
    }),
  );
  return found.Items ?? [];
}

const profileVersion = async (p: Persona) =>
  Number((await local.readItem(`USER#${p.userId}`, 'PROFILE'))?.version);
const fields = (p: Persona, full_name: string) => ({
  full_name,
  phone_number: p.phoneNumber,
  company_name: p.companyName,
});

const patchProfile = (token: string, body: unknown, key?: string) =>
  fetch(`${api}/profile`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  const b = await local.createPersona('buyer');
  buyer = { ...b, token: (await local.signIn(b)).accessToken };
  const s = await local.createPersona('seller');
  seller = { ...s, token: (await local.signIn(s)).accessToken };
}, 30_000);

describe('Idempotency-Key on POST /contact', () => {
  it('stores one message for the same POST sent three times with one key, and answers the same', async () => {
    const key = randomUUID();
    const message = `Idempotent hello ${key}`;
    const body = { email: 'retry@example.com', message };
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await postContactFrom(source, api, body, { 'idempotency-key': key }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(answers[2]!.json()).toEqual(answers[0]!.json());
    expect(answers.map((a) => a.headers['idempotent-replayed'])).toEqual([undefined, 'true', 'true']);
    const stored = await storedMessages(message);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe(answers[0]!.json().id);
  });

  it('refuses the same key with a different body (422, naming the key) and stores nothing more', async () => {
    const key = randomUUID();
    const first = `First text ${key}`;
    const second = `Another text ${key}`;
    const a = await postContactFrom(
      source,
      api,
      { email: 'a@example.com', message: first },
      { 'idempotency-key': key },
    );
    expect(a.status).toBe(201);
    const b = await postContactFrom(
      source,
      api,
      { email: 'a@example.com', message: second },
      { 'idempotency-key': key },
    );
    expect(b.status).toBe(422);
    expect(b.json()).toMatchObject({
      field: 'Idempotency-Key',
      message: expect.stringMatching(/^Idempotency-Key: this key was already used for a different request/),
    });
    expect(await storedMessages(first)).toHaveLength(1);
    expect(await storedMessages(second)).toHaveLength(0);
  });

  it('runs concurrent duplicates once: the others get the first answer or 409 while it runs', async () => {
    const key = randomUUID();
    const message = `Concurrent hello ${key}`;
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        postContactFrom(source, api, { email: 'c@example.com', message }, { 'idempotency-key': key }),
      ),
    );
    for (const a of answers) expect([201, 409]).toContain(a.status);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const a of created) expect(a.json().id).toBe(created[0]!.json().id);
    expect(await storedMessages(message)).toHaveLength(1);
  });
});

describe('Idempotency-Key on an authenticated write (PATCH /profile)', () => {
  it('applies a retried change once (one version step) and answers the retries alike', async () => {
    const before = await profileVersion(buyer);
    const key = randomUUID();
    const body = { ...fields(buyer, 'Retried Name'), version: before };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await patchProfile(buyer.token, body, key));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(await profileVersion(buyer)).toBe(before + 1);
    // without the key, the retry is a second change on a stale version: refused, nothing changed
    expect((await patchProfile(buyer.token, body, randomUUID())).status).toBe(409);
    expect(await profileVersion(buyer)).toBe(before + 1);
  });

  it("keeps one user's key apart from another's: the same key runs for each caller", async () => {
    const key = randomUUID();
    const change = async (p: Persona) => ({
      ...fields(p, `Own ${p.fullName}`),
      version: await profileVersion(p),
    });
    const a = await patchProfile(buyer.token, await change(buyer), key);
    const b = await patchProfile(seller.token, await change(seller), key);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect((await local.readItem(`USER#${seller.userId}`, 'PROFILE'))?.full_name).toBe(
      `Own ${seller.fullName}`,
    );
  });

  it('stores no answer for a refused attempt: the same key works once the request is right', async () => {
    const key = randomUUID();
    const version = await profileVersion(buyer);
    const bad = await patchProfile(buyer.token, { ...fields(buyer, ''), version }, key);
    expect(bad.status).toBe(400);
    const good = await patchProfile(buyer.token, { ...fields(buyer, 'After Fix'), version }, key);
    expect(good.status).toBe(200);
    expect((await local.readItem(`USER#${buyer.userId}`, 'PROFILE'))?.full_name).toBe('After Fix');
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    const res = await patchProfile(buyer.token, { ...fields(buyer, 'X'), version: 1 }, 'short');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'Idempotency-Key' });
  });
});

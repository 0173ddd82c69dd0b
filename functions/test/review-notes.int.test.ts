import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { userChange } from '../src/platform/data/keys';
import { apiCaller } from './support/api-call';

/** An admin's own note on a registration review: kept in the audit event with the decision. */
const local = localStack();
const { stack } = local;
const call = apiCaller(stack.apiUrl);
let adminToken: string;

beforeAll(async () => {
  adminToken = (await local.signIn(stack.admin)).accessToken;
}, 30_000);

/** A fresh user with a submitted seller registration, written as the account API stores it. */
async function applicant() {
  const persona = await local.createPersona('inactive');
  const now = new Date().toISOString();
  await local.db.send(
    new PutCommand({
      TableName: local.table,
      Item: {
        pk: `USER#${persona.userId}`,
        sk: 'REG#seller',
        gsi1pk: 'REG#submitted',
        gsi1sk: now,
        ...userChange(persona.userId, now).asAttributes,
        entity: 'registration',
        id: randomUUID(),
        user_id: persona.userId,
        type: 'seller',
        status: 'submitted',
        form_values: { business_legal_name: 'Applicant Ltd' },
        created_at: now,
        updated_at: now,
        version: 2,
      },
    }),
  );
  return persona;
}

/** The review audit events of one user (newest audit events first, as the table's index keeps them). */
async function auditOf(userId: string) {
  const { Items = [] } = await local.db.send(
    new QueryCommand({
      TableName: local.table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :audit',
      FilterExpression: 'user_id = :user',
      ExpressionAttributeValues: { ':audit': 'AUDIT', ':user': userId },
      ScanIndexForward: false,
    }),
  );
  return Items;
}

const review = (userId: string, verb: 'approve' | 'reject', body: object) =>
  call(adminToken, 'POST', `/admin/registrations/${userId}/seller/${verb}`, body);

describe("an admin's review note", () => {
  it('is kept trimmed in the audit of an approval, and of a rejection beside the reason', async () => {
    const approved = await applicant();
    expect(
      (await review(approved.userId, 'approve', { note: '  Checked the registry extract.  ' })).status,
    ).toBe(200);
    expect(await auditOf(approved.userId)).toEqual([
      expect.objectContaining({ action: 'approved', note: 'Checked the registry extract.' }),
    ]);

    const rejected = await applicant();
    const res = await review(rejected.userId, 'reject', {
      reason: 'Tax id missing',
      note: 'Called them on Monday',
    });
    expect(res.status).toBe(200);
    expect(await auditOf(rejected.userId)).toEqual([
      expect.objectContaining({
        action: 'rejected',
        reason: 'Tax id missing',
        note: 'Called them on Monday',
      }),
    ]);
    // the note is the admin's: the applicant's registration keeps only the reason
    const registration = await local.readItem(`USER#${rejected.userId}`, 'REG#seller');
    expect(registration).toMatchObject({ rejection_reason: 'Tax id missing' });
    expect(registration).not.toHaveProperty('note');
  });

  it('refuses a note over 500 characters with 400 naming the field, and nothing is reviewed', async () => {
    const user = await applicant();
    for (const verb of ['approve', 'reject'] as const) {
      const res = await review(user.userId, verb, { note: 'x'.repeat(501) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'note' });
    }
    expect(await local.readItem(`USER#${user.userId}`, 'REG#seller')).toMatchObject({ status: 'submitted' });
    expect(await auditOf(user.userId)).toEqual([]);
  });
});

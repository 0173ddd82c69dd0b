import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { userChange } from '../../../functions/src/platform/data/keys';
import { localStack } from '../../local/personas';

export type { Persona, PersonaKind } from '../../local/personas';

/** The running stack's personas (STACK_FILE or .local/stack.json); see infra/local/personas.ts. */
const local = localStack();

export const createPersona = local.createPersona;
export const readProfileByEmail = local.readProfileByEmail;
/** One item of the single table by key (ConsistentRead), e.g. readItem(`USER#${id}`, 'REG#seller'). */
export const readItem = local.readItem;

/**
 * Writes a registration in the state an admin decision leaves (e.g. rejected with a reason), for
 * screens that show it; the admin flow itself is tested by the admin issue's tests.
 */
export async function putRegistration(
  userId: string,
  type: 'buyer' | 'seller' | 'mandate',
  status: 'draft' | 'submitted' | 'approved' | 'rejected',
  extra: { form_values?: Record<string, unknown>; rejection_reason?: string } = {},
): Promise<void> {
  const now = new Date().toISOString();
  await local.db.send(
    new PutCommand({
      TableName: local.table,
      Item: {
        pk: `USER#${userId}`,
        sk: `REG#${type}`,
        gsi1pk: `REG#${status}`,
        gsi1sk: now,
        ...userChange(userId, now).asAttributes,
        entity: 'registration',
        id: randomUUID(),
        user_id: userId,
        type,
        status,
        form_values: extra.form_values ?? {},
        ...(extra.rejection_reason ? { rejection_reason: extra.rejection_reason } : {}),
        created_at: now,
        updated_at: now,
        version: 1,
      },
    }),
  );
}

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationPreferences } from '@portal/contracts/account';
import type { Recipient } from '../domain/notification-email';
import { documentClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';

/**
 * The outbox's delivery records: one item per notification (`EMAIL#<notification id>`), claimed with a
 * lease before the email is sent and marked `sent` or `skipped` after, so a stream record delivered
 * again sends nothing and a send that failed (or a sender that died holding the lease) is sent again.
 * Records go after 30 days (DynamoDB Streams keeps records for 24 hours, so no redelivery outlives them).
 */
const retentionSeconds = 30 * 24 * 3600;

export type DeliveryState = 'sending' | 'sent' | 'skipped' | 'failed';

export type Claim =
  | { kind: 'claimed'; claimId: string }
  /** Sent or skipped before: nothing to do. */
  | { kind: 'done'; state: 'sent' | 'skipped' }
  /** Another sender holds a lease that has not run out: try again later. */
  | { kind: 'busy'; leaseUntil: string };

const ttlFrom = (now: Date) => Math.floor(now.getTime() / 1000) + retentionSeconds;

export async function claimDelivery(o: {
  notificationId: string;
  userId: string;
  claimId: string;
  now: Date;
  leaseMs: number;
}): Promise<Claim> {
  const at = o.now.toISOString();
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.emailDelivery(o.notificationId),
        UpdateExpression:
          'SET entity = :entity, user_id = :user, #state = :sending, claim_id = :claim, lease_until = :lease, claimed_at = :now, attempts = if_not_exists(attempts, :zero) + :one, #ttl = :ttl',
        ConditionExpression:
          'attribute_not_exists(pk) OR #state = :failed OR (#state = :sending AND lease_until < :now)',
        ExpressionAttributeNames: { '#state': 'state', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':entity': 'email-delivery',
          ':user': o.userId,
          ':sending': 'sending',
          ':failed': 'failed',
          ':claim': o.claimId,
          ':lease': new Date(o.now.getTime() + o.leaseMs).toISOString(),
          ':now': at,
          ':zero': 0,
          ':one': 1,
          ':ttl': ttlFrom(o.now),
        },
      }),
    );
    return { kind: 'claimed', claimId: o.claimId };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  const current = await readDelivery(o.notificationId);
  if (current?.state === 'sent' || current?.state === 'skipped')
    return { kind: 'done', state: current.state };
  return { kind: 'busy', leaseUntil: String(current?.lease_until ?? '') };
}

/** Marks a claimed delivery `sent` (only by the claim that holds it) with the message's id. */
export async function markSent(o: {
  notificationId: string;
  claimId: string;
  messageId: string;
  now: Date;
}): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.emailDelivery(o.notificationId),
      UpdateExpression:
        'SET #state = :sent, sent_at = :now, message_id = :mid REMOVE lease_until, last_error',
      ConditionExpression: 'claim_id = :claim',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':sent': 'sent',
        ':now': o.now.toISOString(),
        ':mid': o.messageId,
        ':claim': o.claimId,
      },
    }),
  );
}

/** Releases a claim after a failed send, so the next delivery of the record sends at once. */
export async function markFailed(o: {
  notificationId: string;
  claimId: string;
  error: string;
  now: Date;
}): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.emailDelivery(o.notificationId),
        UpdateExpression: 'SET #state = :failed, failed_at = :now, last_error = :error REMOVE lease_until',
        ConditionExpression: 'claim_id = :claim AND #state = :sending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':sending': 'sending',
          ':now': o.now.toISOString(),
          ':error': o.error.slice(0, 500),
          ':claim': o.claimId,
        },
      }),
    );
  } catch (error) {
    // someone else's claim by now (our lease ran out): theirs decides
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Records that no email goes out for the notification (preference off, no address), by the claim's holder. */
export async function markSkipped(o: {
  notificationId: string;
  claimId: string;
  reason: string;
  now: Date;
}): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.emailDelivery(o.notificationId),
        UpdateExpression: 'SET #state = :skipped, reason = :reason, skipped_at = :now REMOVE lease_until',
        ConditionExpression: 'claim_id = :claim',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':skipped': 'skipped',
          ':reason': o.reason,
          ':now': o.now.toISOString(),
          ':claim': o.claimId,
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function readDelivery(notificationId: string): Promise<Record<string, unknown> | undefined> {
  const result = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.emailDelivery(notificationId), ConsistentRead: true }),
  );
  return result.Item;
}

const preferenceFields = ['registration_updates', 'deal_updates', 'inquiry_messages', 'marketing'] as const;
const projected = ['sk', 'email', 'full_name', 'disabled', 'role', 'removed_at', ...preferenceFields];

/**
 * A notification's recipient: the profile's address and flag, the stored email preferences (the
 * account domain writes them at `USER#<id>` / `SETTINGS`) and their company membership, in one
 * BatchGet of three known keys.
 */
export async function readRecipient(userId: string): Promise<Recipient | undefined> {
  const profileKey = keys.profile(userId);
  const settingsKey = keys.settings(userId);
  const membershipKey = keys.membership(userId);
  const result = await documentClient().send(
    new BatchGetCommand({
      RequestItems: {
        [tableName()]: {
          Keys: [profileKey, settingsKey, membershipKey],
          ConsistentRead: true,
          ProjectionExpression: projected.map((_, i) => `#a${i}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(projected.map((f, i) => [`#a${i}`, f])),
        },
      },
    }),
  );
  if (Object.keys(result.UnprocessedKeys ?? {}).length > 0)
    throw new Error('the recipient could not be read (unprocessed keys); retried with the record');
  const items = result.Responses?.[tableName()] ?? [];
  const profile = items.find((i) => i.sk === profileKey.sk);
  if (!profile) return undefined;
  const settings = items.find((i) => i.sk === settingsKey.sk);
  const membership = items.find((i) => i.sk === membershipKey.sk);
  const preferences: Partial<NotificationPreferences> = {};
  for (const field of preferenceFields)
    if (typeof settings?.[field] === 'boolean') preferences[field] = settings[field] as boolean;
  return {
    email: typeof profile.email === 'string' && profile.email ? profile.email : undefined,
    fullName: typeof profile.full_name === 'string' ? profile.full_name : undefined,
    disabled: profile.disabled === true,
    ...(typeof membership?.role === 'string'
      ? { companyRole: membership.role as Recipient['companyRole'] }
      : {}),
    membershipEnded: typeof membership?.removed_at === 'string',
    preferences,
  };
}

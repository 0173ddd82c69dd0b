import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';
import { transact } from '../../data/transactions';
import type { DigestEntry } from '../domain/digest';

/**
 * The daily digest's reads and writes: the subscribers (partition `DIGEST_SUBSCRIBERS`, one item per
 * user, kept by the account domain with the preference), the day each got its last digest (`USER#<id>`
 * / `DIGEST`, written conditionally: the only thing that stops a second digest on one day), and the
 * user's notifications of one time window (a sort-key range of the user's partition).
 */

export interface DigestSubscriber {
  userId: string;
  /** The UTC day and time of the last digest, as mirrored on the membership. */
  lastDay?: string;
  lastSentAt?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The subscribers not yet done on `day`, a page at a time (a Query of one partition; those done
 * today are filtered out by the table, so an hourly rerun reads but writes nothing for them).
 */
export async function* digestSubscriberPages(
  day: string,
  pageSize = 100,
): AsyncGenerator<DigestSubscriber[]> {
  const pages = paginateQuery(
    { client: documentClient(), pageSize },
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: 'attribute_not_exists(last_day) OR last_day < :day',
      ExpressionAttributeValues: { ':pk': keys.digestSubscribers().pk, ':day': day },
      ProjectionExpression: 'user_id, last_day, last_sent_at',
    },
  );
  for await (const page of pages) {
    const subscribers = (page.Items ?? []).flatMap((item) => {
      const userId = text(item.user_id);
      return userId ? [{ userId, lastDay: text(item.last_day), lastSentAt: text(item.last_sent_at) }] : [];
    });
    if (subscribers.length) yield subscribers;
  }
}

export type DigestClaim = 'claimed' | 'done-today' | 'not-subscribed';

/**
 * Records that the user's digest of `day` is being sent at `sentAt`: the user's digest record only if
 * its day is before `day` (reruns, overlapping runs and the local timer find it taken), and the
 * membership only while it exists (an unsubscribed user gets nothing), in one transaction.
 */
export async function claimDigestDay(o: {
  userId: string;
  day: string;
  sentAt: string;
}): Promise<DigestClaim> {
  const outcome = await transact({
    record: {
      Update: {
        Key: keys.digestRecord(o.userId),
        UpdateExpression: 'SET entity = :entity, user_id = :user, #day = :day, sent_at = :at',
        ConditionExpression: 'attribute_not_exists(pk) OR #day < :day',
        ExpressionAttributeNames: { '#day': 'day' },
        ExpressionAttributeValues: { ':entity': 'digest', ':user': o.userId, ':day': o.day, ':at': o.sentAt },
      },
    },
    membership: {
      Update: {
        Key: keys.digestSubscriber(o.userId),
        UpdateExpression: 'SET last_day = :day, last_sent_at = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':day': o.day, ':at': o.sentAt },
      },
    },
  });
  if (outcome.saved) return 'claimed';
  if (outcome.failed.has('record')) return 'done-today';
  if (outcome.failed.has('membership')) return 'not-subscribed';
  // another writer on the same items at this instant: this run leaves the user to the next one
  return 'done-today';
}

/**
 * Gives back a claim whose e-mail could not be sent, so the next run tries again: the day and time
 * before it, only while the claim (its `sentAt`) is still the one recorded.
 */
export async function releaseDigestDay(o: {
  userId: string;
  sentAt: string;
  previous: { day?: string; sentAt?: string };
}): Promise<void> {
  const restore = (key: Record<string, string>, dayName: string, atName: string) => ({
    Update: {
      Key: key,
      UpdateExpression:
        o.previous.day && o.previous.sentAt ? `SET #day = :prevDay, #at = :prevAt` : `REMOVE #day, #at`,
      ConditionExpression: '#at = :mine',
      ExpressionAttributeNames: { '#day': dayName, '#at': atName },
      ExpressionAttributeValues: {
        ':mine': o.sentAt,
        ...(o.previous.day && o.previous.sentAt
          ? { ':prevDay': o.previous.day, ':prevAt': o.previous.sentAt }
          : {}),
      },
    },
  });
  await transact({
    record: restore(keys.digestRecord(o.userId), 'day', 'sent_at'),
    membership: restore(keys.digestSubscriber(o.userId), 'last_day', 'last_sent_at'),
  });
}

/**
 * The user's notifications created after `from` up to `to` that were not e-mailed (`email` false), newest
 * first: one Query of the user's `NOTIF#<created_at>#<id>` sort-key range (time-ordered), every page.
 * Absent `email` means e-mailed (items from before the flag existed).
 */
export async function notificationsNotEmailed(
  userId: string,
  from: string,
  to: string,
): Promise<DigestEntry[]> {
  const range = keys.userNotificationsBetween(userId, from, to);
  const pages = paginateQuery(
    { client: documentClient(), pageSize: 200 },
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      FilterExpression: '#email = :false',
      ExpressionAttributeNames: {
        '#email': 'email',
        '#title': 'title',
        '#link': 'link',
        '#at': 'created_at',
      },
      ExpressionAttributeValues: {
        ':pk': range.pk,
        ':from': range.fromSk,
        ':to': range.toSk,
        ':false': false,
      },
      ProjectionExpression: '#title, #link, #at',
      ScanIndexForward: false,
      ConsistentRead: true,
    },
  );
  const entries: DigestEntry[] = [];
  for await (const page of pages)
    for (const item of page.Items ?? [])
      entries.push({
        title: String(item.title ?? ''),
        link: text(item.link),
        createdAt: String(item.created_at ?? ''),
      });
  return entries;
}

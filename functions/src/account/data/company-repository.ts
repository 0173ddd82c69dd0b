import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { maxCompanyMembers, type CompanyRole } from '@portal/contracts/company-roles';
import { documentClient, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { transact, type TransactItem } from '../../platform/data/transactions';
import { updateVersioned } from '../../platform/data/versioned-writes';
import { membershipItem, type StoredCompany } from '../../platform/companies/data/company-repository';
import { conflict } from '../../platform/errors';
import {
  companyFullMessage,
  lastAdministratorMessage,
  memberNotFoundMessage,
  type OwnCompanyHoldings,
  type StoredInvitation,
} from '../domain/company';

/** The writes of a company's administration: members' roles and removal, invitations, settings. */

const db = () => documentClient();

function toInvitation(item: Record<string, unknown>): StoredInvitation {
  return {
    id: String(item.id),
    company_id: String(item.company_id),
    email: String(item.email),
    role: item.role as CompanyRole,
    invited_by: String(item.invited_by),
    invited_by_name: String(item.invited_by_name ?? ''),
    created_at: String(item.created_at),
    expires_at: String(item.expires_at),
    status: item.status as StoredInvitation['status'],
    ...(typeof item.accepted_by === 'string' ? { accepted_by: item.accepted_by } : {}),
    version: Number(item.version ?? 1),
  };
}

/** A company's invitations, pending or not (a company holds a few dozen at most). */
export async function listInvitations(companyId: string): Promise<StoredInvitation[]> {
  const found: StoredInvitation[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.company(companyId).pk, ':prefix': keys.invitationPrefix },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    found.push(...(page.Items ?? []).map(toInvitation));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/** An invitation by the id its link carries (GSI2), or undefined. */
export async function findInvitation(invitationId: string): Promise<StoredInvitation | undefined> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.invitationById(invitationId).gsi2pk },
      Limit: 1,
    }),
  );
  const item = result.Items?.[0];
  return item ? toInvitation(item) : undefined;
}

/** Stores an invitation with its e-mail (one transaction), on the company's count of members. */
export async function saveInvitation(invitation: StoredInvitation, mail: TransactItem): Promise<void> {
  const outcome = await transact({
    invitation: {
      Put: {
        Item: {
          ...keys.invitation(invitation.company_id, invitation.id),
          ...keys.invitationIndexes(invitation.id),
          entity: 'invitation',
          ...invitation,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    company: {
      ConditionCheck: {
        Key: keys.company(invitation.company_id),
        ConditionExpression: 'attribute_exists(pk) AND members < :max',
        ExpressionAttributeValues: { ':max': maxCompanyMembers },
      },
    },
    mail,
  });
  if (!outcome.saved) throw conflict(outcome.failed.has('company') ? companyFullMessage : undefined);
}

/** Revokes a pending invitation; one that was used or revoked meanwhile is a 409. */
export async function revokeInvitation(companyId: string, invitationId: string, at: Date): Promise<void> {
  const outcome = await transact({
    invitation: {
      Update: {
        Key: keys.invitation(companyId, invitationId),
        UpdateExpression: 'SET #status = :revoked, revoked_at = :at, #version = #version + :one',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
        ExpressionAttributeValues: {
          ':revoked': 'revoked',
          ':pending': 'pending',
          ':at': at.toISOString(),
          ':one': 1,
        },
      },
    },
  });
  if (!outcome.saved) throw conflict('This invitation was used or revoked meanwhile. Reload to see it.');
}

/**
 * The company item's counts moved by a membership change: members by `members`, administrators by
 * `administrators`; a change that takes the last administrator away is refused by its condition, so
 * two administrators demoting each other at once leave one.
 */
function companyCounts(companyId: string, members: number, administrators: number): TransactItem {
  return {
    Update: {
      Key: keys.company(companyId),
      UpdateExpression: 'SET members = members + :members, administrators = administrators + :admins',
      ConditionExpression:
        administrators < 0
          ? 'attribute_exists(pk) AND administrators > :one'
          : members > 0
            ? 'attribute_exists(pk) AND members < :max'
            : 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':members': members,
        ':admins': administrators,
        ...(administrators < 0 ? { ':one': 1 } : {}),
        ...(administrators >= 0 && members > 0 ? { ':max': maxCompanyMembers } : {}),
      },
    },
  };
}

const adminDelta = (from: CompanyRole, to: CompanyRole | null) =>
  (to === 'administrator' ? 1 : 0) - (from === 'administrator' ? 1 : 0);

/** Gives a member another role, on the membership's version and the company's administrators. */
export async function changeMemberRole(o: {
  companyId: string;
  userId: string;
  from: CompanyRole;
  to: CompanyRole;
  version: number;
  at: Date;
}): Promise<void> {
  const delta = adminDelta(o.from, o.to);
  const outcome = await transact({
    membership: {
      Update: {
        Key: keys.membership(o.userId),
        UpdateExpression: 'SET #role = :role, updated_at = :at, #version = #version + :one',
        ConditionExpression:
          'company_id = :company AND #version = :version AND attribute_not_exists(removed_at)',
        ExpressionAttributeNames: { '#role': 'role', '#version': 'version' },
        ExpressionAttributeValues: {
          ':role': o.to,
          ':at': o.at.toISOString(),
          ':one': 1,
          ':company': o.companyId,
          ':version': o.version,
        },
      },
    },
    company: delta === 0 ? undefined : companyCounts(o.companyId, 0, delta),
  });
  if (outcome.saved) return;
  if (outcome.failed.has('company')) throw conflict(lastAdministratorMessage);
  throw conflict('This member was changed meanwhile. Reload to see their role.');
}

/**
 * Ends a membership: the person keeps their profile, loses access at their next request (the
 * principal reads the ended membership), and what they did stays with the company under their name.
 */
export async function endMembership(o: {
  companyId: string;
  userId: string;
  role: CompanyRole;
  at: Date;
}): Promise<void> {
  const outcome = await transact({
    membership: {
      Update: {
        Key: keys.membership(o.userId),
        UpdateExpression:
          'SET removed_at = :at, updated_at = :at, #version = #version + :one REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'company_id = :company AND attribute_not_exists(removed_at)',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':at': o.at.toISOString(), ':one': 1, ':company': o.companyId },
      },
    },
    company: companyCounts(o.companyId, -1, adminDelta(o.role, null)),
  });
  if (outcome.saved) return;
  if (outcome.failed.has('company')) throw conflict(lastAdministratorMessage);
  throw conflict(memberNotFoundMessage);
}

export async function setFourEyes(
  companyId: string,
  fourEyes: boolean,
  version: number,
): Promise<StoredCompany> {
  const item = await updateVersioned(keys.company(companyId), version, { four_eyes: fourEyes });
  return {
    id: String(item.id),
    four_eyes: item.four_eyes === true,
    members: Number(item.members),
    administrators: Number(item.administrators),
    created_at: String(item.created_at),
    version: Number(item.version),
  };
}

/**
 * The person joins the invitation's company, in one transaction: the invitation is used (if still
 * pending and in time), their membership now names the company and role, the company counts them,
 * and the empty company of their own (a fresh sign-up's) is removed.
 */
export async function joinCompany(o: {
  invitation: StoredInvitation;
  userId: string;
  leavesOwnCompany: boolean;
  at: Date;
}): Promise<void> {
  const at = o.at.toISOString();
  const { invitation } = o;
  const outcome = await transact({
    invitation: {
      Update: {
        Key: keys.invitation(invitation.company_id, invitation.id),
        UpdateExpression:
          'SET #status = :accepted, accepted_by = :user, accepted_at = :at, #version = #version + :one',
        ConditionExpression: '#status = :pending AND expires_at > :at',
        ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
        ExpressionAttributeValues: {
          ':accepted': 'accepted',
          ':pending': 'pending',
          ':user': o.userId,
          ':at': at,
          ':one': 1,
        },
      },
    },
    membership: {
      Put: {
        Item: membershipItem(o.userId, invitation.company_id, invitation.role, at),
        ConditionExpression: 'attribute_not_exists(pk) OR attribute_exists(removed_at) OR company_id = :self',
        ExpressionAttributeValues: { ':self': o.userId },
      },
    },
    company: companyCounts(invitation.company_id, 1, invitation.role === 'administrator' ? 1 : 0),
    own: o.leavesOwnCompany
      ? {
          Delete: {
            Key: keys.company(o.userId),
            ConditionExpression: 'attribute_not_exists(pk) OR members = :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        }
      : undefined,
  });
  if (outcome.saved) return;
  if (outcome.failed.has('invitation'))
    throw conflict('This invitation was used, revoked or ran out meanwhile.');
  if (outcome.failed.has('company')) throw conflict('The company is full. Ask its administrator.');
  throw conflict('Your account changed meanwhile. Reload and try again.');
}

/** What a person's own company holds: what joining another would strand. */
export async function ownCompanyHoldings(companyId: string, members: number): Promise<OwnCompanyHoldings> {
  const count = async (input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>) =>
    (await db().send(new QueryCommand({ TableName: tableName(), Select: 'COUNT', Limit: 5, ...input })))
      .Count ?? 0;
  const inPartition = (prefix: string) =>
    count({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.company(companyId).pk, ':prefix': prefix },
    });
  const [registrations, listings, requests, deals] = await Promise.all([
    inPartition(keys.registrationPrefix),
    inPartition(keys.ownerItems(companyId, 'listing').skPrefix),
    inPartition(keys.ownerItems(companyId, 'request').skPrefix),
    count({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.userDeals(companyId).gsi2pk },
    }),
  ]);
  return { otherMembers: Math.max(0, members - 1), registrations, items: listings + requests, deals };
}

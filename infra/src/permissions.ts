import type { RouteDeclaration } from '../../functions/src/platform/http/route';

export type Permission = RouteDeclaration['permissions'][number];

/**
 * What each declared permission grants, and on what: the one mapping the API stacks grant from and the
 * least-privilege test checks against. `table` covers the table and its indexes, `objects` the
 * bucket's objects, `pool` the user pool, `mail` SES identities (sending only from the portal's address).
 */
export const permissionGrants: Record<
  Permission,
  { resource: 'table' | 'objects' | 'pool' | 'mail'; actions: string[] }
> = {
  'table:read': {
    resource: 'table',
    actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  },
  'table:write': {
    resource: 'table',
    actions: [
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:BatchWriteItem',
    ],
  },
  'bucket:read': { resource: 'objects', actions: ['s3:GetObject'] },
  'bucket:write': { resource: 'objects', actions: ['s3:PutObject'] },
  'bucket:delete': { resource: 'objects', actions: ['s3:DeleteObject'] },
  'cognito:admin': {
    resource: 'pool',
    actions: [
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminRemoveUserFromGroup',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminUserGlobalSignOut',
      'cognito-idp:ListUsers',
    ],
  },
  // who the admins are (the deadline sweep's overdue notices)
  'cognito:list-admins': { resource: 'pool', actions: ['cognito-idp:ListUsersInGroup'] },
  // the daily digest (the stream's sender has its own grant in the mail stack)
  'email:send': { resource: 'mail', actions: ['ses:SendEmail', 'ses:SendRawEmail'] },
};

/** Every action a route's function may perform. */
export function actionsFor(permissions: readonly Permission[]): string[] {
  return [...new Set(permissions.flatMap((p) => permissionGrants[p].actions))].sort();
}

import { ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient as cognito } from './cognito-client';
import { config } from '../../config';

/**
 * Who the administrators are: the members of the pool's `admin` group (the API's admin check reads the
 * same group from the token). Admins are few; the read is paged and capped all the same.
 */
const pageSize = 60;
const maxPages = 5;

/** The user ids (`sub`) of the enabled members of the admin group, at most 300. */
export async function adminUserIds(): Promise<string[]> {
  const ids: string[] = [];
  let next: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const found = await cognito().send(
      new ListUsersInGroupCommand({
        UserPoolId: config.userPoolId,
        GroupName: 'admin',
        Limit: pageSize,
        NextToken: next,
      }),
    );
    for (const user of found.Users ?? []) {
      if (user.Enabled === false) continue;
      const sub = user.Attributes?.find((a) => a.Name === 'sub')?.Value ?? user.Username;
      if (sub) ids.push(sub);
    }
    next = found.NextToken;
    if (!next) break;
  }
  return ids;
}

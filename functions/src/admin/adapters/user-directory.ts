import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../../platform/config';

let client: CognitoIdentityProviderClient | undefined;
const cognito = () =>
  (client ??= new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: config.cognitoEndpoint,
    maxAttempts: 4,
  }));

/** Adds the user to the Cognito group of an approved role (idempotent; the SDK retries throttling). */
export async function addToGroup(email: string, group: string): Promise<void> {
  await cognito().send(
    new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: email, GroupName: group }),
  );
}

/** Deactivation: no new sign-in, refresh tokens revoked (the API refuses the still-valid access token). */
export async function disableSignIn(email: string): Promise<void> {
  await cognito().send(new AdminDisableUserCommand({ UserPoolId: config.userPoolId, Username: email }));
  await cognito()
    .send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: email }))
    .catch(() => undefined); // not every emulator implements it; the disabled flag is what the API checks
}

export async function enableSignIn(email: string): Promise<void> {
  await cognito().send(new AdminEnableUserCommand({ UserPoolId: config.userPoolId, Username: email }));
}

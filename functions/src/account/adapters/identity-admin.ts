import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../../platform/config';

let client: CognitoIdentityProviderClient | undefined;

function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({ region: config.region, endpoint: config.cognitoEndpoint });
  return client;
}

/** Removes the sign-in of a user (by email, the pool's username attribute); already gone is fine. */
export async function deleteSignIn(email: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: email }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}

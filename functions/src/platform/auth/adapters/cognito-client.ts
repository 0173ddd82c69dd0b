import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../../config';

let client: CognitoIdentityProviderClient | undefined;

/**
 * The one Cognito client of a function, built at first use (a function that never calls Cognito never
 * reads its configuration) and shared by every adapter that administers the user pool: the admin
 * actions, account deletion and the list of administrators. Four attempts: the SDK retries throttling
 * of the pool's admin calls, which a burst of approvals can reach.
 */
export function cognitoClient(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: config.cognitoEndpoint,
    maxAttempts: 4,
  });
  return client;
}

import {
  AdminUserGlobalSignOutCommand,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../../config';
import { logger } from '../../logger';

/** cognito-local answers operations it does not implement with `Unsupported`; the cloud never does. */
function unsupportedByEmulator(error: unknown): boolean {
  return config.cognitoEndpoint !== undefined && (error as Error | undefined)?.name === 'Unsupported';
}

/**
 * Signs a user out on every device (AdminUserGlobalSignOut: refresh tokens revoked), the user addressed by
 * its `sub`. A user already gone is fine. The emulator does not implement the call: there, and for the
 * access tokens already issued in the cloud, the API's check of the profile and its flag on every request
 * is what ends the access.
 */
export async function signOutEverywhere(
  cognito: CognitoIdentityProviderClient,
  userId: string,
): Promise<void> {
  try {
    await cognito.send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: userId }),
    );
  } catch (error) {
    if (error instanceof UserNotFoundException) return;
    if (unsupportedByEmulator(error)) {
      logger.debug('global sign-out is not supported by the local identity emulator', { userId });
      return;
    }
    throw error;
  }
}

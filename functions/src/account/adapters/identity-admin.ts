import { AdminDeleteUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { signOutEverywhere } from '../../platform/auth/adapters/sign-out';
import { cognitoClient as cognito } from '../../platform/auth/adapters/cognito-client';
import { config } from '../../platform/config';

/**
 * Signs the user out everywhere and removes the sign-in; already gone is fine. The user is addressed by
 * its `sub` (the pool's username), never by the email: the profile keeps the sign-up email lower-cased
 * and the user may have changed it in Cognito since, so an email can miss the pool user.
 */
export async function deleteSignIn(userId: string): Promise<void> {
  await signOutEverywhere(cognito(), userId);
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: userId }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}

import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { signOutEverywhere } from '../../platform/auth/adapters/sign-out';
import { cognitoClient as cognito } from '../../platform/auth/adapters/cognito-client';
import { config } from '../../platform/config';

/**
 * The pool users of the admin actions, each addressed by its `sub` (the pool's username): never by the
 * profile's email, which is stored lower-cased and may since have been changed in Cognito.
 */

/** Adds the user to the Cognito group of an approved role (idempotent; the SDK retries throttling). */
export async function addToGroup(userId: string, group: string): Promise<void> {
  await cognito().send(
    new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: userId, GroupName: group }),
  );
}

/**
 * Deactivation: no new sign-in, and signed out everywhere (the API refuses the still-valid access token
 * by the profile's flag). Returns false if the pool has no such user (nothing to disable).
 */
export async function disableSignIn(userId: string): Promise<boolean> {
  try {
    await cognito().send(new AdminDisableUserCommand({ UserPoolId: config.userPoolId, Username: userId }));
  } catch (error) {
    if (error instanceof UserNotFoundException) return false;
    throw error;
  }
  await signOutEverywhere(cognito(), userId);
  return true;
}

/** Activation: sign-in allowed again. Returns false if the pool has no such user. */
export async function enableSignIn(userId: string): Promise<boolean> {
  try {
    await cognito().send(new AdminEnableUserCommand({ UserPoolId: config.userPoolId, Username: userId }));
    return true;
  } catch (error) {
    if (error instanceof UserNotFoundException) return false;
    throw error;
  }
}

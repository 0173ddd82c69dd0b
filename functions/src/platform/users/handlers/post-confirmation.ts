import type { Context, PostConfirmationTriggerEvent } from 'aws-lambda';
import { logger } from '../../logger';
import { createProfileOnSignUp } from '../use-cases/sign-up';

/**
 * Cognito PostConfirmation trigger: the one code path that creates a user's profile, in the cloud and
 * in the local stack (cognito-local invokes it through the local gateway's Lambda Invoke API).
 * Idempotent: a repeated delivery finds the profile and leaves it alone. Failing here fails the
 * confirmation, so the user can retry rather than end up without a profile.
 */
export async function handler(
  event: PostConfirmationTriggerEvent,
  context?: Context,
): Promise<PostConfirmationTriggerEvent> {
  // this function's own Lambda context on its log lines (locally, handlers share one logger and process)
  if (context) logger.addContext(context);
  // A forgotten-password confirmation also fires this trigger; only sign-up creates profiles.
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const { profile, outcome } = await createProfileOnSignUp(event.request.userAttributes);
  logger.info('post-confirmation', { userId: profile.id, outcome });
  return event;
}

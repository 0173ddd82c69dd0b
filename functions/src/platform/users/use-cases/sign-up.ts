import type { Profile } from '@portal/contracts/me';
import { createProfile } from '../data/user-repository';
import { profileFromSignUp } from '../domain/profile';

/**
 * The profile of a user who just confirmed their sign-up, created once: a repeated call finds it and
 * leaves it alone (the outcome says which).
 */
export async function createProfileOnSignUp(
  attributes: Parameters<typeof profileFromSignUp>[0],
): Promise<{ profile: Profile; outcome: 'created' | 'existing' }> {
  const profile = profileFromSignUp(attributes, new Date());
  const outcome = await createProfile(profile);
  return { profile, outcome };
}

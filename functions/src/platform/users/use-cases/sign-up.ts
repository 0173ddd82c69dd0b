import type { Profile } from '@portal/contracts/me';
import { readPublishedTerms } from '../../terms/data/terms-repository';
import { acceptedTermsVersion, termsInForce } from '../../terms/domain/terms';
import { createProfile } from '../data/user-repository';
import { profileFromSignUp } from '../domain/profile';

/**
 * The profile of a user who just confirmed their sign-up, created once: a repeated call finds it and
 * leaves it alone (the outcome says which). The sign-up form sends the version of the terms of use it
 * showed (`custom:terms_version`); the profile records it when it names a published version.
 */
export async function createProfileOnSignUp(
  attributes: Parameters<typeof profileFromSignUp>[0],
): Promise<{ profile: Profile; outcome: 'created' | 'existing' }> {
  const inForce = termsInForce(await readPublishedTerms());
  const accepted = acceptedTermsVersion(attributes['custom:terms_version'], inForce.version);
  const profile = profileFromSignUp(attributes, new Date(), accepted);
  const outcome = await createProfile(profile);
  return { profile, outcome };
}

import type { Profile } from '@portal/contracts/me';
import { invalid } from '../../errors';

/** Cognito user attributes as a PostConfirmation event carries them. */
export type CognitoAttributes = Record<string, string | undefined>;

const clip = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);

/**
 * The profile a confirmed sign-up starts with: id = Cognito `sub`, the sign-up form's fields from
 * `custom:*` attributes, no roles (roles come only from approved registrations), and the version of
 * the terms of use the sign-up accepted when there is one to record.
 */
export function profileFromSignUp(attributes: CognitoAttributes, now: Date, termsVersion?: number): Profile {
  const id = attributes.sub;
  const email = attributes.email?.trim().toLowerCase();
  if (!id) throw invalid('the confirmed user has no sub attribute', 'sub');
  if (!email) throw invalid('the confirmed user has no email attribute', 'email');
  return {
    id,
    email,
    full_name: clip(attributes['custom:full_name'] ?? attributes.name, 200),
    company_name: clip(attributes['custom:company_name'], 200),
    phone_number: clip(attributes['custom:phone_number'] ?? attributes.phone_number, 50),
    roles: [],
    created_at: now.toISOString(),
    ...(termsVersion === undefined
      ? {}
      : { terms_version: termsVersion, terms_accepted_at: now.toISOString() }),
  };
}

import { accountContracts } from '@portal/contracts/api/account';
import type { ProfileUpdate } from '@portal/contracts/account';
import type { VersionedProfile } from '@portal/contracts/me';
import { callApi } from '@portal/web/api';

/**
 * PATCH /profile: only full_name, phone_number and company_name are saved, if the profile is
 * still at `version` (the one the form was loaded with); otherwise the API answers 409.
 */
export function updateProfile(update: ProfileUpdate): Promise<VersionedProfile> {
  return callApi(accountContracts.updateProfile, { body: update });
}

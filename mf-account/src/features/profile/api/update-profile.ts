import { profileResponseSchema, type ProfileUpdate } from '@portal/contracts/account';
import type { Profile } from '@portal/contracts/me';
import { apiFetch } from '@portal/web/api';

/** PATCH /profile: only full_name, phone_number and company_name are saved (spec §5). */
export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiFetch('/profile', { method: 'PATCH', json: update, schema: profileResponseSchema });
}

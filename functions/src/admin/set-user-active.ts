import { notFound } from '../platform/domain/errors';
import { disableSignIn, enableSignIn } from './adapters/user-directory';
import { getProfileItem, setProfileFlags } from './data/admin-repository';

/** Deactivate / activate: the table flag (what the API checks on every call) and the Cognito sign-in. */
export async function setUserActive(userId: string, active: boolean) {
  const profile = await getProfileItem(userId);
  if (!profile) throw notFound('User not found');
  await setProfileFlags(userId, { disabled: !active }, new Date());
  if (active) await enableSignIn(profile.email);
  else await disableSignIn(profile.email);
  return { id: userId, status: active ? 'active' : 'inactive' };
}

import type { PlatformSettingsUpdate } from '@portal/contracts/admin';
import { withDefaults } from '../../platform/settings/domain/settings';
import { savePlatformSettings } from '../data/admin-repository';

/** Stores the set as sent (replacing the stored one) and answers the settings now in force. */
export async function saveSettings(settings: PlatformSettingsUpdate) {
  await savePlatformSettings(settings, new Date());
  return withDefaults(settings);
}

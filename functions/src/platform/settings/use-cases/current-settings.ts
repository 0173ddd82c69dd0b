import type { PlatformSettings } from '@portal/contracts/admin';
import { readStoredSettings } from '../data/settings-repository';
import { withDefaults } from '../domain/settings';

/** The platform settings every domain reads (admins edit them on System Settings). */
export async function currentSettings(): Promise<PlatformSettings> {
  return withDefaults(await readStoredSettings());
}

import type { PlatformSettings } from '@portal/contracts/admin';
import { config } from './config';
import { readStoredSettings } from './data/settings-repository';

/**
 * The platform settings every domain reads (admins edit them on System Settings): the stored values
 * over the defaults that hold until an admin saves them — no automatic approval, the deployment's
 * quota, 10 inquiries a month, 1 % fee, no moderation of new items.
 */
export async function currentSettings(): Promise<PlatformSettings> {
  return {
    auto_approve_on_dashboard_open: false,
    storage_quota_bytes: config.storageQuotaBytes,
    monthly_inquiry_limit: 10,
    platform_fee_percent: 1,
    moderate_new_items: false,
    ...(await readStoredSettings()),
  };
}

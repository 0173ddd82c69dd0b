import type { DealDueDaysSettings, PlatformSettings } from '@portal/contracts/admin';

/**
 * System Settings form <-> the stored settings (GET/PUT /admin/settings). The storage quota is stored in
 * bytes and edited in GiB with two decimals; an unchanged field keeps the exact stored bytes.
 */
export const GIB = 1024 ** 3;
/** platformSettingsSchema: 1 MiB to 10 TiB; in the form's unit (two decimals) 0.01 GiB to 10240 GiB. */
export const MIN_QUOTA_GIB = 0.01;
export const MAX_QUOTA_GIB = 10 * 1024;
export const MAX_INQUIRY_LIMIT = 10_000;
/** The server's value until an admin saves one (functions/src/platform/settings/domain/settings.ts). */
export const DEFAULT_INQUIRY_LIMIT = 10;

export interface SettingsFormValues {
  auto_approve_on_dashboard_open: boolean;
  storage_quota_gib: number;
  monthly_inquiry_limit: number;
  platform_fee_percent: number;
  moderate_new_items: boolean;
  /** Days per deal group (whole days, 1 to 90). */
  deal_due_days: DealDueDaysSettings;
  offer_validity_hours: number;
  max_negotiation_rounds: number;
}

export function bytesToGib(bytes: number): number {
  return Math.round((bytes / GIB) * 100) / 100;
}

export function gibToBytes(gib: number): number {
  return Math.round(gib * GIB);
}

export function toFormValues(settings: PlatformSettings): SettingsFormValues {
  return {
    auto_approve_on_dashboard_open: settings.auto_approve_on_dashboard_open,
    storage_quota_gib: bytesToGib(settings.storage_quota_bytes),
    monthly_inquiry_limit: settings.monthly_inquiry_limit,
    platform_fee_percent: settings.platform_fee_percent,
    moderate_new_items: settings.moderate_new_items,
    deal_due_days: { ...settings.deal_due_days },
    offer_validity_hours: settings.offer_validity_hours,
    max_negotiation_rounds: settings.max_negotiation_rounds,
  };
}

/** The body of PUT /admin/settings; `stored` keeps the exact quota when its GiB figure was not changed. */
export function fromFormValues(values: SettingsFormValues, stored?: PlatformSettings): PlatformSettings {
  const quotaUnchanged =
    stored !== undefined && bytesToGib(stored.storage_quota_bytes) === values.storage_quota_gib;
  return {
    auto_approve_on_dashboard_open: values.auto_approve_on_dashboard_open,
    storage_quota_bytes: quotaUnchanged ? stored.storage_quota_bytes : gibToBytes(values.storage_quota_gib),
    monthly_inquiry_limit: values.monthly_inquiry_limit,
    platform_fee_percent: values.platform_fee_percent,
    moderate_new_items: values.moderate_new_items,
    deal_due_days: { ...values.deal_due_days },
    offer_validity_hours: values.offer_validity_hours,
    max_negotiation_rounds: values.max_negotiation_rounds,
  };
}

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved successfully',
  saveFailed: 'Failed to save settings',
  loadFailed: 'Failed to load settings',
} as const;

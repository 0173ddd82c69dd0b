import type { DealDueDaysSettings, PlatformSettings, PlatformSettingsUpdate } from '@portal/contracts/admin';
import { config } from '../../config';

/**
 * Days each deal group may take once entered, until an admin saves others: the parties' document
 * groups a week, the platform's verification three days, payment and title transfer two weeks. The
 * first group (opened by the accepted inquiry) and the closing have none.
 */
export const defaultDealDueDays: DealDueDaysSettings = {
  'initial-spa': 7,
  'proof-documents': 7,
  verification: 3,
  'final-spa': 7,
  icpo: 7,
  'commercial-invoice': 7,
  payment: 14,
  'title-transfer': 14,
};

/**
 * The settings in force for what is stored (or was just saved): the stored values over the defaults
 * that hold until an admin saves them — no automatic approval, the deployment's quota, 10 inquiries a
 * month, 1 % fee, no moderation of new items, offers open 24 hours and
 * negotiations of at most 6 rounds, the default deal deadlines (group by group, so a stored
 * set that lacks a group still has its days).
 */
export function withDefaults(stored: Partial<PlatformSettingsUpdate>): PlatformSettings {
  const { deal_due_days: dealDueDays, ...rest } = stored;
  return {
    auto_approve_on_dashboard_open: false,
    storage_quota_bytes: config.storageQuotaBytes,
    monthly_inquiry_limit: 10,
    platform_fee_percent: 1,
    moderate_new_items: false,
    offer_validity_hours: 24,
    max_negotiation_rounds: 6,
    ...rest,
    deal_due_days: { ...defaultDealDueDays, ...dealDueDays },
  };
}

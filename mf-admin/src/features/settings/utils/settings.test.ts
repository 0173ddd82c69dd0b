import type { PlatformSettings } from '@portal/contracts/admin';
import { MAX_DEAL_DUE_DAYS, MIN_DEAL_DUE_DAYS, platformSettingsSchema } from '@portal/contracts/admin';
import { describe, expect, it } from 'vitest';
import {
  bytesToGib,
  fromFormValues,
  gibToBytes,
  GIB,
  MAX_QUOTA_GIB,
  MIN_QUOTA_GIB,
  toFormValues,
} from './settings';

const dealDueDays = {
  'initial-spa': 7,
  'proof-documents': 7,
  verification: 3,
  'final-spa': 7,
  icpo: 7,
  'commercial-invoice': 7,
  payment: 14,
  'title-transfer': 14,
};

const stored: PlatformSettings = {
  auto_approve_on_dashboard_open: false,
  storage_quota_bytes: 5 * GIB + 12345,
  monthly_inquiry_limit: 10,
  platform_fee_percent: 1,
  moderate_new_items: false,
  offer_validity_hours: 24,
  max_negotiation_rounds: 6,
  deal_due_days: dealDueDays,
};

describe('settings form values', () => {
  it('converts the quota between bytes and GiB with two decimals', () => {
    expect(bytesToGib(5 * GIB)).toBe(5);
    expect(bytesToGib(1.5 * GIB)).toBe(1.5);
    expect(bytesToGib(1024 ** 2)).toBe(0);
    expect(gibToBytes(2.25)).toBe(2.25 * GIB);
    expect(Number.isInteger(gibToBytes(0.33))).toBe(true);
  });

  it('round-trips and keeps the exact stored quota when it was not changed', () => {
    const values = toFormValues(stored);
    expect(values).toEqual({
      auto_approve_on_dashboard_open: false,
      storage_quota_gib: 5,
      monthly_inquiry_limit: 10,
      platform_fee_percent: 1,
      moderate_new_items: false,
      deal_due_days: dealDueDays,
      offer_validity_hours: 24,
      max_negotiation_rounds: 6,
    });
    expect(fromFormValues(values, stored)).toEqual(stored);
    expect(
      fromFormValues({ ...values, deal_due_days: { ...dealDueDays, payment: 30 } }, stored).deal_due_days,
    ).toEqual({ ...dealDueDays, payment: 30 });
    expect(
      fromFormValues({ ...values, storage_quota_gib: 20, auto_approve_on_dashboard_open: true }, stored),
    ).toEqual({
      ...stored,
      auto_approve_on_dashboard_open: true,
      storage_quota_bytes: 20 * GIB,
    });
  });

  it('stays within the contract at the form limits', () => {
    for (const [gib, days] of [
      [MIN_QUOTA_GIB, MIN_DEAL_DUE_DAYS],
      [MAX_QUOTA_GIB, MAX_DEAL_DUE_DAYS],
    ] as const) {
      const body = fromFormValues({
        auto_approve_on_dashboard_open: true,
        storage_quota_gib: gib,
        monthly_inquiry_limit: 0,
        platform_fee_percent: 100,
        moderate_new_items: true,
        deal_due_days: { ...dealDueDays, verification: days },
        offer_validity_hours: 336,
        max_negotiation_rounds: 2,
      });
      expect(platformSettingsSchema.safeParse(body).success).toBe(true);
    }
  });

  it('refuses deal deadlines outside 1 to 90 whole days, naming the group', () => {
    for (const [days, message] of [
      [0, 'Enter at least 1 day'],
      [91, 'Enter at most 90 days'],
      [2.5, 'Enter a whole number of days'],
      [Number.NaN, 'Enter a whole number of days'],
    ] as const) {
      const result = platformSettingsSchema.safeParse({
        ...stored,
        deal_due_days: { ...dealDueDays, payment: days },
      });
      expect(result.error?.issues[0]).toMatchObject({ path: ['deal_due_days', 'payment'], message });
    }
  });
});

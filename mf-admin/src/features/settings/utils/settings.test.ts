import type { PlatformSettings } from '@portal/contracts/admin';
import { platformSettingsSchema } from '@portal/contracts/admin';
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

const stored: PlatformSettings = {
  auto_approve_on_dashboard_open: false,
  storage_quota_bytes: 5 * GIB + 12345,
  monthly_inquiry_limit: 10,
  platform_fee_percent: 1,
  moderate_new_items: false,
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
    });
    expect(fromFormValues(values, stored)).toEqual(stored);
    expect(
      fromFormValues({ ...values, storage_quota_gib: 20, auto_approve_on_dashboard_open: true }, stored),
    ).toEqual({
      ...stored,
      auto_approve_on_dashboard_open: true,
      storage_quota_bytes: 20 * GIB,
    });
  });

  it('stays within the contract at the form limits', () => {
    for (const gib of [MIN_QUOTA_GIB, MAX_QUOTA_GIB]) {
      const body = fromFormValues({
        auto_approve_on_dashboard_open: true,
        storage_quota_gib: gib,
        monthly_inquiry_limit: 0,
        platform_fee_percent: 100,
        moderate_new_items: true,
      });
      expect(platformSettingsSchema.safeParse(body).success).toBe(true);
    }
  });
});

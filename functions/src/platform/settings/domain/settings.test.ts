import { dealDueDayGroupIds, dealDueDaysSchema, platformSettingsSchema } from '@portal/contracts/admin';
import { dealGroupIds } from '@portal/contracts/deal-stages';
import { describe, expect, it } from 'vitest';
import { defaultDealDueDays, withDefaults } from './settings';

describe('platform settings', () => {
  it('dates every deal group between the opening and the closing, with valid default days', () => {
    expect(dealDueDayGroupIds).toEqual(dealGroupIds.slice(1, -1));
    expect(Object.keys(defaultDealDueDays)).toEqual([...dealDueDayGroupIds]);
    expect(dealDueDaysSchema.parse(defaultDealDueDays)).toEqual({
      'initial-spa': 7,
      'proof-documents': 7,
      verification: 3,
      'final-spa': 7,
      icpo: 7,
      'commercial-invoice': 7,
      payment: 14,
      'title-transfer': 14,
    });
  });

  it('holds the defaults until an admin saves settings', () => {
    const settings = withDefaults({});
    expect(settings).toEqual({
      auto_approve_on_dashboard_open: false,
      storage_quota_bytes: expect.any(Number) as number,
      monthly_inquiry_limit: 10,
      platform_fee_percent: 1,
      moderate_new_items: false,
      offer_validity_hours: 24,
      max_negotiation_rounds: 6,
      deal_due_days: defaultDealDueDays,
    });
    expect(platformSettingsSchema.safeParse(settings).success).toBe(true);
  });

  it('puts the stored values over the defaults, the deal deadlines group by group', () => {
    const stored = {
      auto_approve_on_dashboard_open: true,
      storage_quota_bytes: 2 * 1024 ** 3,
      monthly_inquiry_limit: 3,
      platform_fee_percent: 2.5,
      moderate_new_items: true,
      deal_due_days: { ...defaultDealDueDays, verification: 5, payment: 30 },
      offer_validity_hours: 48,
      max_negotiation_rounds: 4,
    };
    expect(withDefaults(stored)).toEqual(stored);
    // a set saved without the deadlines (a caller that predates them) keeps the defaults
    const { deal_due_days: _days, ...withoutDeadlines } = stored;
    expect(withDefaults(withoutDeadlines)).toEqual({
      ...withoutDeadlines,
      deal_due_days: defaultDealDueDays,
    });
    // a stored set that lacks a group (one added later) still has that group's days
    const { payment: _payment, ...partial } = stored.deal_due_days;
    expect(withDefaults({ deal_due_days: partial as typeof stored.deal_due_days }).deal_due_days).toEqual({
      ...defaultDealDueDays,
      verification: 5,
    });
  });
});

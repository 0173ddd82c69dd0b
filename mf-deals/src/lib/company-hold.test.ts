import { describe, expect, it } from 'vitest';
import { companyHoldText } from './company-hold';

describe("a document under its company's approval", () => {
  it('says nothing of a document that was not held', () => {
    expect(companyHoldText(null)).toBeNull();
    expect(companyHoldText(undefined)).toBeNull();
  });

  it('shows a held version as awaiting company approval, in place of its review status', () => {
    expect(companyHoldText({ status: 'held', reason: null })).toEqual({
      label: 'Awaiting company approval',
      tone: 'warning',
      text: 'Awaiting company approval',
      reason: null,
      replacesReview: true,
    });
  });

  it("gives a refusal's reason", () => {
    const refused = companyHoldText({ status: 'refused', reason: ' Wrong bank account. ' });
    expect(refused).toMatchObject({
      label: 'Refused by your company',
      tone: 'danger',
      reason: 'Wrong bank account.',
      replacesReview: true,
    });
    expect(refused?.text).toBe('Refused by your company: Wrong bank account.');
    expect(companyHoldText({ status: 'refused', reason: null })?.text).toBe('Refused by your company');
  });

  it('keeps the review status of a released version beside the release', () => {
    expect(companyHoldText({ status: 'released', reason: null })).toMatchObject({
      label: 'Released by your company',
      replacesReview: false,
    });
  });
});

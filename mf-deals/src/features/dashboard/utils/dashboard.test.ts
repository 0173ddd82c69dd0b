import { describe, expect, it } from 'vitest';
import { activityTone, awaitingOffersText, inquiryUsageText } from './dashboard';

describe('dashboard words and colours', () => {
  it('colours Completed green, Pending yellow and anything else red', () => {
    expect(activityTone('Completed')).toBe('success');
    expect(activityTone('Pending')).toBe('warning');
    expect(activityTone('Rejected')).toBe('danger');
    expect(activityTone('Declined')).toBe('danger');
    expect(activityTone('Cancelled')).toBe('danger');
  });

  it('says the month’s use and what remains, never below zero', () => {
    expect(inquiryUsageText(3, 10)).toEqual({
      used: '3 of 10 used this month',
      remaining: '7 inquiries remaining',
    });
    expect(inquiryUsageText(9, 10).remaining).toBe('1 inquiry remaining');
    expect(inquiryUsageText(12, 10).remaining).toBe('0 inquiries remaining');
  });

  it('says how many offers await the reader and on which pages they answer them', () => {
    expect(awaitingOffersText(0, ['buyer'])).toBeNull();
    expect(awaitingOffersText(1, ['buyer'])).toEqual({
      text: '1 offer awaits your answer',
      links: [{ to: '/my-requests', label: 'My Requests' }],
    });
    expect(awaitingOffersText(3, ['buyer', 'seller'])?.links.map((l) => l.to)).toEqual([
      '/my-listings',
      '/my-requests',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { registrationReviewNotice } from './review-notices';

describe('registrationReviewNotice', () => {
  it('tells the applicant of an approval, opening the registration tab', () => {
    expect(registrationReviewNotice('u1', 'buyer', 'approved')).toEqual({
      userId: 'u1',
      type: 'registration-approved',
      title: 'Buyer registration approved',
      body: 'Your buyer registration was approved. You can now use the portal as a buyer.',
      link: '/my-account?tab=registration',
    });
  });
  it('gives the reason of a rejection when there is one', () => {
    expect(registrationReviewNotice('u1', 'seller', 'rejected', 'Missing licence')).toMatchObject({
      type: 'registration-rejected',
      title: 'Seller registration rejected',
      body: 'Your seller registration was rejected. Reason: Missing licence',
    });
    expect(registrationReviewNotice('u1', 'mandate', 'rejected').body).toBe(
      'Your mandate registration was rejected.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors';
import {
  admin,
  buyer,
  buyerMandate,
  openedDeal,
  seller,
  walkedToTheEnd,
} from '../../../test/support/deal-fixtures';
import { reviewRoles, reviewWindow } from './reviews';

const day = 86_400_000;

describe('who reviews whom, and when', () => {
  const closed = walkedToTheEnd().deal;
  const closedAt = Date.parse(closed.closed_at!);

  it('each party reviews the other within 14 days of the closing', () => {
    const now = new Date(closedAt + day);
    expect(reviewRoles(closed, buyer, now)).toEqual({
      reviewerRole: 'buyer',
      revieweeRole: 'seller',
      revieweeId: closed.seller_id,
    });
    expect(reviewRoles(closed, seller, now)).toMatchObject({
      revieweeRole: 'buyer',
      revieweeId: closed.buyer_id,
    });
    expect(reviewWindow(closed, now)).toEqual({
      open: true,
      until: new Date(closedAt + 14 * day).toISOString(),
    });
  });

  it('refuses admins and mandates (403), an open deal and a closed window (409)', () => {
    const refusal = (fn: () => unknown): [string, string] | null => {
      try {
        fn();
      } catch (error) {
        if (error instanceof DomainError) return [error.kind, error.message];
        throw error;
      }
      return null;
    };
    const now = new Date(closedAt + day);
    expect(refusal(() => reviewRoles(closed, admin, now))?.[0]).toBe('forbidden');
    expect(refusal(() => reviewRoles(closed, buyerMandate, now))?.[0]).toBe('forbidden');
    expect(refusal(() => reviewRoles(openedDeal(), buyer, now))).toEqual([
      'conflict',
      'Reviews open once the deal is closed.',
    ]);
    const late = new Date(closedAt + 14 * day);
    expect(refusal(() => reviewRoles(closed, buyer, late))).toEqual([
      'conflict',
      expect.stringMatching(
        /^The review window closed on \w{3} \d{1,2}, \d{4}: reviews are taken for 14 days/,
      ),
    ]);
    expect(reviewWindow(closed, late)?.open).toBe(false);
    expect(reviewWindow(openedDeal(), late)).toBeNull();
  });
});

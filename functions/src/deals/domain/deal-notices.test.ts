import { describe, expect, it } from 'vitest';
import { dealChangeNotices } from './deal-notices';
import { admin, buyer, seller, Walk } from '../../../test/support/deal-fixtures';

describe('dealChangeNotices', () => {
  it('tells both parties when the deal reaches a new group, linking to the deal', () => {
    const walk = new Walk();
    const result = walk.run(buyer, { type: 'proceed' });
    expect(dealChangeNotices(result.deal, result.events)).toEqual([
      {
        userId: buyer.userId,
        type: 'deal-group-reached',
        title: 'Deal #ABC0123XYZ: Initial SPA',
        body: 'Deal #ABC0123XYZ has reached the Initial SPA stage.',
        link: '/deal/ABC0123XYZ',
      },
      expect.objectContaining({ userId: seller.userId, type: 'deal-group-reached' }),
    ]);
  });

  it('says nothing of a change that stays in its group', () => {
    const walk = new Walk();
    walk.run(buyer, { type: 'proceed' });
    walk.upload('initial-spa');
    expect(dealChangeNotices(walk.deal, walk.last!.events)).toEqual([]);
  });

  it("tells the uploader of a review, with the reviewer's feedback", () => {
    const walk = new Walk();
    walk.run(buyer, { type: 'proceed' });
    const first = walk.upload('initial-spa');
    const denied = walk.review(first, 'deny', 'Wrong product');
    expect(dealChangeNotices(denied.deal, denied.events)).toEqual([
      {
        userId: seller.userId,
        type: 'document-denied',
        title: 'Deal #ABC0123XYZ: Sanitized Initial SPA was denied',
        body: 'Your Sanitized Initial SPA (version 1) was denied. Feedback: Wrong product',
        link: '/deal/ABC0123XYZ',
      },
    ]);
    const second = walk.upload('initial-spa');
    const returned = walk.review(second, 'request-changes', 'Add the price');
    expect(dealChangeNotices(returned.deal, returned.events)).toEqual([
      expect.objectContaining({
        userId: seller.userId,
        type: 'document-changes-requested',
        body: 'Your Sanitized Initial SPA (version 2) needs changes. Feedback: Add the price',
      }),
    ]);
  });

  it('an approval that completes the group tells the uploader and then both parties of the new group', () => {
    const walk = new Walk();
    walk.run(buyer, { type: 'proceed' });
    walk.approved('initial-spa');
    walk.run(buyer, { type: 'review-spa', decision: 'accept' });
    walk.approved('proof-documents');
    const id = walk.upload('proof-of-funds');
    const approved = walk.review(id);
    const notices = dealChangeNotices(approved.deal, approved.events);
    expect(notices.map((n) => [n.userId, n.type])).toEqual([
      [buyer.userId, 'document-approved'],
      [buyer.userId, 'deal-group-reached'],
      [seller.userId, 'deal-group-reached'],
    ]);
    expect(notices[1]!.title).toBe('Deal #ABC0123XYZ: Verification');
  });

  it("an admin's move to another stage counts as reaching that group", () => {
    const walk = new Walk();
    const moved = walk.run(admin, {
      type: 'override-stage',
      stage: 'final-spa-uploaded',
      reason: 'Agreed offline',
    });
    expect(dealChangeNotices(moved.deal, moved.events).map((n) => n.type)).toEqual([
      'deal-group-reached',
      'deal-group-reached',
    ]);
  });
});

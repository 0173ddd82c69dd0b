import { describe, expect, it } from 'vitest';
import { activityItem, recordActivity } from '../data/activity-items';
import { activityView, decodeActivityCursor, encodeActivityCursor } from './activity';

const at = new Date('2026-03-02T09:30:00.000Z');

describe('activities', () => {
  it("stores the action in the user's partition in time order, with lower-case search text", () => {
    const item = activityItem({
      userId: 'u-1',
      action: 'Listing created: EN590 Diesel',
      status: 'Completed',
      at,
      documentName: 'FCO-Terms.PDF',
      link: '/my-listings',
      id: 'a-1',
    });
    expect(item).toEqual({
      pk: 'USER#u-1',
      sk: 'ACT#2026-03-02T09:30:00.000Z#a-1',
      entity: 'activity',
      id: 'a-1',
      action: 'Listing created: EN590 Diesel',
      status: 'Completed',
      at: '2026-03-02T09:30:00.000Z',
      document_name: 'FCO-Terms.PDF',
      link: '/my-listings',
      search_text: 'listing created: en590 diesel fco-terms.pdf',
    });
    expect(activityView(item)).toEqual({
      id: 'a-1',
      action: 'Listing created: EN590 Diesel',
      status: 'Completed',
      at: '2026-03-02T09:30:00.000Z',
      document_name: 'FCO-Terms.PDF',
      link: '/my-listings',
    });
  });

  it('is written only as a new item, each with its own id', () => {
    const one = recordActivity({ userId: 'u', action: 'a', status: 'Pending', at });
    const two = recordActivity({ userId: 'u', action: 'a', status: 'Pending', at });
    expect(one.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(one.Put?.Item?.sk).not.toBe(two.Put?.Item?.sk);
    expect(one.Put?.Item?.document_name).toBeNull();
  });

  it('round-trips its cursor and refuses anything else', () => {
    const sk = 'ACT#2026-03-02T09:30:00.000Z#0b6f0a8e-3c1d-4a53-9d0e-6f3a2b1c4d5e';
    expect(decodeActivityCursor(encodeActivityCursor(sk))).toBe(sk);
    expect(decodeActivityCursor(encodeActivityCursor('NOTIF#2026-03-02T09:30:00.000Z#x'))).toBeUndefined();
    expect(decodeActivityCursor(encodeActivityCursor('PROFILE'))).toBeUndefined();
  });
});

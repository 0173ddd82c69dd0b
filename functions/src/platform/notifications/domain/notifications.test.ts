import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { decodeCursor, encodeCursor, notificationView } from './notifications';

describe('notification cursor', () => {
  it('names the sort key it was made from', () => {
    const sk = 'NOTIF#2025-06-20T10:15:00.000Z#0b7e3c1a-1111-4222-8333-944445555666';
    expect(decodeCursor(encodeCursor(sk))).toBe(sk);
  });

  it.each([
    ['not base64url', 'a b'],
    ['another key', encodeCursor('PROFILE')],
    ['another partition range', encodeCursor('DOC#x')],
    ['a sort key with a different shape', encodeCursor('NOTIF#x')],
  ])('refuses %s with a 400 on cursor', (_, cursor) => {
    let caught: unknown;
    try {
      decodeCursor(cursor);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect(caught).toMatchObject({ kind: 'invalid', field: 'cursor' });
  });
});

describe('notificationView', () => {
  it('shows only the contract fields', () => {
    const view = notificationView({
      id: 'n',
      type: 'deadline-near',
      title: 't',
      body: 'b',
      link: '/deal/X',
      read: false,
      created_at: '2025-06-20T10:15:00.000Z',
      ...{ user_id: 'u', sk: 'NOTIF#…' },
    });
    expect(Object.keys(view).sort()).toEqual(['body', 'created_at', 'id', 'link', 'read', 'title', 'type']);
  });
});

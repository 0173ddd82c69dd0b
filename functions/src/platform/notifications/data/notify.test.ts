import { describe, expect, it } from 'vitest';
import { notify } from './notify';

describe('notify', () => {
  const at = new Date('2025-06-20T10:15:00.000Z');

  it("puts an unread notification in the recipient's partition, keyed by its time and id", () => {
    const item = notify({
      userId: 'user-1',
      type: 'inquiry-accepted',
      title: 'Inquiry accepted',
      body: 'Your inquiry on EN590 Diesel was accepted.',
      link: '/deal/ABCDEFGH12',
      at,
      id: 'n-1',
    });
    expect(item).toEqual({
      Put: {
        Item: {
          pk: 'USER#user-1',
          sk: 'NOTIF#2025-06-20T10:15:00.000Z#n-1',
          gsi1pk: 'UNREAD#user-1',
          gsi1sk: '2025-06-20T10:15:00.000Z#n-1',
          gsi2pk: 'NOTIF#n-1',
          gsi2sk: 'USER#user-1',
          entity: 'notification',
          id: 'n-1',
          user_id: 'user-1',
          type: 'inquiry-accepted',
          title: 'Inquiry accepted',
          body: 'Your inquiry on EN590 Diesel was accepted.',
          link: '/deal/ABCDEFGH12',
          read: false,
          email: true,
          // an inquiry's news is for the company's traders, copied to them by the outbox
          audience: 'trade',
          fan_out: true,
          created_at: '2025-06-20T10:15:00.000Z',
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    expect(item.Put?.Item).not.toHaveProperty('ttl');
  });

  it('gives every notification its own id when none is fixed, so two at one instant both stay', () => {
    const input = { userId: 'u', type: 'inquiry-received', title: 't', body: 'b', link: '/l', at } as const;
    const first = notify(input).Put!.Item!;
    const second = notify(input).Put!.Item!;
    expect(first.sk).not.toBe(second.sk);
    expect(String(first.sk)).toMatch(/^NOTIF#2025-06-20T10:15:00.000Z#[0-9a-f-]{36}$/);
  });
});

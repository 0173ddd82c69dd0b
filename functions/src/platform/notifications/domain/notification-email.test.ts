import { describe, expect, it } from 'vitest';
import {
  copyRecipients,
  composeEmail,
  emailDecision,
  isNotificationInsert,
  mailDomain,
  notificationFromImage,
  portalLink,
  preferenceFor,
  type OutboxNotification,
} from './notification-email';

const notification: OutboxNotification = {
  id: 'n-1',
  userId: 'u-1',
  type: 'inquiry-received',
  title: 'New inquiry',
  body: 'Buyer #4821 sent an inquiry on EN590 Diesel.',
  link: '/my-listings',
  createdAt: '2026-01-02T03:04:05.000Z',
};
const on = { registration_updates: true, deal_updates: true, inquiry_messages: true, marketing: false };

describe('preferenceFor', () => {
  it.each([
    ['registration-approved', 'registration_updates'],
    ['registration-rejected', 'registration_updates'],
    ['inquiry-received', 'inquiry_messages'],
    ['inquiry-accepted', 'inquiry_messages'],
    ['offer-countered', 'inquiry_messages'],
    ['offer-expired', 'inquiry_messages'],
    ['deal-action-awaited', 'deal_updates'],
    ['document-denied', 'deal_updates'],
    ['deadline-near', 'deal_updates'],
    ['mandate-attach-requested', 'deal_updates'],
    ['review-received', 'deal_updates'],
    ['something-new', 'deal_updates'],
  ])('%s is governed by %s', (type, preference) => {
    expect(preferenceFor(type)).toBe(preference);
  });
});

describe('emailDecision', () => {
  const recipient = { email: 'seller@example.com', disabled: false, preferences: on };

  it('sends to the profile address when the governing preference is on', () => {
    expect(emailDecision(notification, recipient)).toEqual({ send: true, to: 'seller@example.com' });
  });

  it('skips when that preference is off, whatever the others say', () => {
    const off = { ...recipient, preferences: { ...on, inquiry_messages: false } };
    expect(emailDecision(notification, off)).toEqual({ send: false, reason: 'inquiry_messages off' });
    const dealOff = { ...recipient, preferences: { ...on, deal_updates: false } };
    expect(emailDecision(notification, dealOff)).toEqual({ send: true, to: 'seller@example.com' });
  });

  it('uses the defaults (operational on) when nothing is stored', () => {
    expect(emailDecision(notification, { email: 'a@example.com', disabled: false })).toEqual({
      send: true,
      to: 'a@example.com',
    });
  });

  it('skips a user without an address, a disabled account and an unknown user', () => {
    expect(emailDecision(notification, { disabled: false })).toEqual({
      send: false,
      reason: 'no email address',
    });
    expect(emailDecision(notification, { ...recipient, disabled: true })).toEqual({
      send: false,
      reason: 'account disabled',
    });
    expect(emailDecision(notification, undefined)).toEqual({ send: false, reason: 'no such user' });
  });
  it('sends an e-mail addressed to someone without an account as it is, saying why they got it', () => {
    const invitation = { ...notification, userId: '', to: 'new@atlas.example', type: 'company-invitation' };
    expect(emailDecision(invitation, undefined)).toEqual({ send: true, to: 'new@atlas.example' });
    const mail = composeEmail(invitation, 'new@atlas.example', {
      portalUrl: 'https://portal.example.com',
      from: 'portal@example.com',
    });
    expect(mail.text).toContain('someone entered this address on the portal');
    expect(mail.text).not.toContain('notification preferences');
    expect(
      notificationFromImage({ id: { S: 'n-2' }, to: { S: 'new@atlas.example' }, title: { S: 'Join' } }),
    ).toMatchObject({ id: 'n-2', userId: '', to: 'new@atlas.example' });
  });
});

describe('composeEmail', () => {
  const options = { portalUrl: 'https://portal.example.com', from: 'Portal <no-reply@mail.example.com>' };

  it('builds subject, text and HTML from the title, body and an absolute portal link', () => {
    const email = composeEmail(notification, 'seller@example.com', options);
    expect(email.to).toBe('seller@example.com');
    expect(email.subject).toBe('New inquiry');
    expect(email.text).toContain('Buyer #4821 sent an inquiry on EN590 Diesel.');
    expect(email.text).toContain('https://portal.example.com/my-listings');
    expect(email.html).toContain('<a href="https://portal.example.com/my-listings"');
    expect(email.messageId).toBe('<notification-n-1@mail.example.com>');
    expect(email.headers).toEqual({ 'X-Portal-Notification-Id': 'n-1' });
  });

  it('gives the same Message-ID every time for the same notification', () => {
    expect(composeEmail(notification, 'x@example.com', options).messageId).toBe(
      composeEmail({ ...notification, title: 'Other' }, 'y@example.com', options).messageId,
    );
  });

  it('escapes HTML and keeps the subject on one line', () => {
    const email = composeEmail(
      { ...notification, title: 'A\r\nBcc: x@evil.test', body: '<script>alert(1)</script> & "q"' },
      'a@example.com',
      options,
    );
    expect(email.subject).toBe('A Bcc: x@evil.test');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;');
  });
});

describe("a company's notification", () => {
  const members = [
    { user_id: 'founder', role: 'viewer' as const },
    { user_id: 'ops', role: 'operations' as const },
    { user_id: 'approver', role: 'approver' as const },
    { user_id: 'admin2', role: 'administrator' as const },
    { user_id: 'gone', role: 'operations' as const, removed_at: '2026-01-01T00:00:00.000Z' },
  ];
  it('is copied to the current members whose role it is for and to administrators, not to its recipient', () => {
    expect(copyRecipients({ userId: 'founder', audience: 'operate' }, members)).toEqual(['ops', 'admin2']);
    expect(copyRecipients({ userId: 'founder', audience: 'approve' }, members)).toEqual([
      'approver',
      'admin2',
    ]);
    expect(copyRecipients({ userId: 'founder', audience: 'all' }, members)).toEqual([
      'ops',
      'approver',
      'admin2',
    ]);
  });
  it('is e-mailed to its recipient only when it is for their role, and never after their membership ended', () => {
    const deal = { ...notification, type: 'deal-action-awaited', audience: 'operate' as const };
    const recipient = { email: 'member@example.com', disabled: false, preferences: on };
    expect(emailDecision(deal, { ...recipient, companyRole: 'viewer' })).toEqual({
      send: false,
      reason: 'not for a company Viewer',
    });
    expect(emailDecision(deal, { ...recipient, companyRole: 'operations' })).toMatchObject({ send: true });
    expect(emailDecision(deal, { ...recipient, membershipEnded: true })).toEqual({
      send: false,
      reason: 'membership ended',
    });
  });
});

describe('portalLink and mailDomain', () => {
  it('keeps links on the portal', () => {
    expect(portalLink('http://localhost:3000', '/deal/AB12')).toBe('http://localhost:3000/deal/AB12');
    expect(portalLink('http://localhost:3000', 'deal/AB12')).toBe('http://localhost:3000/deal/AB12');
    expect(portalLink('https://portal.example.com', '//evil.test/x')).toBe('https://portal.example.com/');
  });

  it('takes the Message-ID domain from the From address, else the portal host', () => {
    expect(mailDomain('Portal <no-reply@x.example.com>', 'h')).toBe('x.example.com');
    expect(mailDomain('no-reply@y.example.com', 'h')).toBe('y.example.com');
    expect(mailDomain('nobody', 'portal.example.com')).toBe('portal.example.com');
  });
});

describe('stream records', () => {
  const image = {
    entity: { S: 'notification' },
    id: { S: 'n-1' },
    user_id: { S: 'u-1' },
    type: { S: 'inquiry-received' },
    title: { S: 'New inquiry' },
    body: { S: 'b' },
    link: { S: '/my-listings' },
    read: { BOOL: false },
    email: { BOOL: true },
    created_at: { S: '2026-01-02T03:04:05.000Z' },
  };

  it('takes new notification items only', () => {
    expect(isNotificationInsert({ eventName: 'INSERT', dynamodb: { NewImage: image } })).toBe(true);
    expect(isNotificationInsert({ eventName: 'MODIFY', dynamodb: { NewImage: image } })).toBe(false);
    expect(
      isNotificationInsert({
        eventName: 'INSERT',
        dynamodb: { NewImage: { ...image, entity: { S: 'deal' } } },
      }),
    ).toBe(false);
  });

  it('leaves alone a notification kept in the bell (email false) or without the flag', () => {
    for (const email of [{ BOOL: false }, undefined]) {
      const newImage = { ...image, email } as typeof image;
      expect(isNotificationInsert({ eventName: 'INSERT', dynamodb: { NewImage: newImage } })).toBe(false);
    }
  });

  it('takes a bell-only notification of a company too, to copy it to the members it is for', () => {
    const newImage = { ...image, email: { BOOL: false }, fan_out: { BOOL: true } } as typeof image;
    expect(isNotificationInsert({ eventName: 'INSERT', dynamodb: { NewImage: newImage } })).toBe(true);
  });

  it('reads the notification from the new image, and nothing without id or recipient', () => {
    expect(notificationFromImage(image)).toEqual({ ...notification, body: 'b', fanOut: false, email: true });
    expect(notificationFromImage({ ...image, user_id: { NULL: true } })).toBeUndefined();
  });
});

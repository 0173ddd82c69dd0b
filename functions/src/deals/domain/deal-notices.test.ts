import { describe, expect, it } from 'vitest';
import type { TransitionResult } from './deal-commands';
import { dealChangeNotices } from './deal-notices';
import { admin, buyer, happyPath, seller, Walk } from '../../../test/support/deal-fixtures';

const noticesOf = (result: TransitionResult) => dealChangeNotices(result.deal, result.events, result.notify);
const ticket = ['', '500 MT EN590 Diesel · USD 650.00 / MT · FOB Rotterdam'];

describe('dealChangeNotices', () => {
  it('tells each party once, addressed to them, e-mailing only the one who must act now', () => {
    const walk = new Walk();
    const proceeded = noticesOf(walk.run(buyer, { type: 'proceed' }));
    expect(proceeded).toEqual([
      {
        userId: buyer.userId,
        type: 'deal-group-reached',
        title: 'Deal at Initial SPA — 500 MT EN590 Diesel',
        body: [
          'The deal has moved to the Initial SPA stage.',
          ...ticket,
          'Value: USD 325,000.00 · Counterparty: Seller #1930 · Deal ABC0123XYZ',
        ].join('\n'),
        link: '/deal/ABC0123XYZ',
        email: false,
        audience: 'operate',
      },
      {
        userId: seller.userId,
        type: 'deal-action-awaited',
        title: 'Action required: upload the sanitized initial SPA — 500 MT EN590 Diesel',
        body: [
          'The deal has moved to the Initial SPA stage.',
          `You are now to upload the sanitized initial SPA, due Jun 22, 2025.`,
          ...ticket,
          'Value: USD 325,000.00 · Counterparty: Buyer #4821 · Deal ABC0123XYZ',
        ].join('\n'),
        link: '/deal/ABC0123XYZ',
        email: true,
        audience: 'operate',
      },
    ]);
  });

  it("e-mails the uploader a refusal with the reviewer's feedback, in one notice with what to do", () => {
    const walk = new Walk();
    walk.run(buyer, { type: 'proceed' });
    const first = walk.upload('initial-spa');
    const [denied, ...others] = noticesOf(walk.review(first, 'deny', 'Wrong product'));
    expect(others).toEqual([]);
    expect(denied).toMatchObject({ userId: seller.userId, type: 'document-denied', email: true });
    expect(denied!.title).toBe('Sanitized Initial SPA denied — 500 MT EN590 Diesel');
    expect(denied!.body.split('\n').slice(0, 2)).toEqual([
      'The platform denied your Sanitized Initial SPA (version 1). Feedback: Wrong product',
      'You are now to upload a new version of the sanitized initial SPA, due Jun 22, 2025.',
    ]);
  });

  it('keeps an approval that moves nothing for the reader in the bell', () => {
    const walk = new Walk();
    walk.run(buyer, { type: 'proceed' });
    walk.approved('initial-spa');
    walk.run(buyer, { type: 'review-spa', decision: 'accept' });
    const id = walk.upload('proof-documents');
    const approved = noticesOf(walk.review(id));
    expect(approved).toEqual([
      expect.objectContaining({
        userId: seller.userId,
        type: 'document-approved',
        title: 'Proof of Product approved — 500 MT EN590 Diesel',
        email: false,
      }),
    ]);
  });

  it('e-mails both parties when the platform cancels or moves the deal, with its reason', () => {
    const cancelled = noticesOf(new Walk().run(admin, { type: 'cancel', reason: 'Sanctions screening hit' }));
    expect(cancelled.map((n) => [n.userId, n.type, n.email])).toEqual([
      [buyer.userId, 'deal-cancelled', true],
      [seller.userId, 'deal-cancelled', true],
    ]);
    expect(cancelled[0]!.body).toContain('The platform cancelled the deal. Reason: Sanctions screening hit');
    const moved = noticesOf(
      new Walk().run(admin, {
        type: 'override-stage',
        stage: 'final-spa-uploaded',
        reason: 'Agreed offline',
      }),
    );
    expect(moved.map((n) => [n.userId, n.email])).toEqual([
      [buyer.userId, true],
      [seller.userId, true],
    ]);
    expect(moved[0]!.body).toContain(
      'The platform moved the deal to the Final SPA stage. Reason: Agreed offline',
    );
  });

  it('over a whole deal, e-mails each party only when it must act and at the closing', () => {
    // every change of the happy path, with the notices it makes
    const walk = new Walk();
    const run = walk.run.bind(walk);
    const notices: ReturnType<typeof noticesOf> = [];
    walk.run = (actor, command) => {
      const result = run(actor, command);
      notices.push(...noticesOf(result));
      return result;
    };
    for (const step of happyPath) step(walk);
    const emails = (userId: string) => notices.filter((n) => n.userId === userId && n.email);
    // before, every notice was e-mailed: 29 to the buyer and 24 to the seller on this path
    expect({ buyer: emails(buyer.userId).length, seller: emails(seller.userId).length }).toEqual({
      buyer: 11,
      seller: 10,
    });
    for (const userId of [buyer.userId, seller.userId])
      expect(
        emails(userId).every(
          (n) => n.title.startsWith('Action required:') || n.title.startsWith('Deal closed'),
        ),
      ).toBe(true);
    expect(notices.filter((n) => n.userId === buyer.userId).length).toBeLessThan(29);
    expect(notices.filter((n) => n.title.startsWith('Deal closed')).map((n) => n.userId)).toEqual([
      buyer.userId,
      seller.userId,
    ]);
  });
});

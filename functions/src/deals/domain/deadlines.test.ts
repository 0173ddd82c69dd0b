import { describe, expect, it } from 'vitest';
import {
  newDeadlines,
  overdueNotices,
  reminderNotices,
  sweepDays,
  sweepStep,
  type Deadline,
} from './deadlines';
import { admin, buyer, openedDeal, seller, Walk } from '../../../test/support/deal-fixtures';

const hour = 3_600_000;

/** A deal resting in Initial SPA (the seller is to upload), due at `dueAt`. */
function dealInInitialSpa() {
  const walk = new Walk();
  walk.run(buyer, { type: 'proceed' });
  const dueAt = walk.deal.due_dates['initial-spa']!;
  const deadline: Deadline = { deal_id: walk.deal.id, group: 'initial-spa', due_at: dueAt };
  return { deal: walk.deal, deadline, due: Date.parse(dueAt), walk };
}

describe('sweepDays', () => {
  it('reads the look-back window up to tomorrow (UTC)', () => {
    expect(sweepDays(new Date('2025-03-01T23:30:00.000Z'), 2)).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
  });
});

describe('newDeadlines', () => {
  it('one per due date the change set or moved', () => {
    expect(
      newDeadlines(
        'D1',
        { 'deal-initiated': '2025-01-01T00:00:00.000Z', icpo: '2025-01-05T00:00:00.000Z' },
        {
          'deal-initiated': '2025-01-01T00:00:00.000Z',
          icpo: '2025-02-05T00:00:00.000Z',
          payment: '2025-03-01T00:00:00.000Z',
        },
      ),
    ).toEqual([
      { deal_id: 'D1', group: 'icpo', due_at: '2025-02-05T00:00:00.000Z' },
      { deal_id: 'D1', group: 'payment', due_at: '2025-03-01T00:00:00.000Z' },
    ]);
  });
});

describe('sweepStep', () => {
  it('waits until the last day, reminds once in it, reports once when passed', () => {
    const { deal, deadline, due } = dealInInitialSpa();
    expect(sweepStep(deadline, deal, new Date(due - 25 * hour))).toBe('wait');
    expect(sweepStep(deadline, deal, new Date(due - 23 * hour))).toBe('remind');
    const reminded = { ...deadline, reminder_sent_at: new Date(due - 23 * hour).toISOString() };
    expect(sweepStep(reminded, deal, new Date(due - 1 * hour))).toBe('wait');
    expect(sweepStep(reminded, deal, new Date(due))).toBe('overdue');
    // a sweep that missed the reminder day still reports the overdue deadline
    expect(sweepStep(deadline, deal, new Date(due + hour))).toBe('overdue');
    expect(sweepStep({ ...reminded, overdue_sent_at: 'x' }, deal, new Date(due + hour))).toBe('retire');
  });

  it('retires a deadline whose group is behind the deal, or whose deal ended or is gone', () => {
    const { deal, deadline, due, walk } = dealInInitialSpa();
    const near = new Date(due - hour);
    expect(sweepStep(deadline, undefined, near)).toBe('retire');
    expect(sweepStep(deadline, { ...deal, status: 'cancelled' }, near)).toBe('retire');
    expect(sweepStep(deadline, { ...deal, status: 'closed' }, near)).toBe('retire');
    // moved back and entered again: a new due date, the old deadline is stale
    expect(sweepStep(deadline, { ...deal, due_dates: { 'initial-spa': 'later' } }, near)).toBe('retire');
    walk.approved('initial-spa');
    walk.run(buyer, { type: 'review-spa', decision: 'accept' });
    expect(sweepStep(deadline, walk.deal, near)).toBe('retire');
  });
});

describe('notices', () => {
  it('reminds the party the deal waits for, not the other', () => {
    const { deal, deadline } = dealInInitialSpa();
    const notices = reminderNotices(deal, deadline);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      userId: seller.userId,
      type: 'deadline-near',
      title: 'Initial SPA due soon — 500 MT EN590 Diesel',
      link: '/deal/ABC0123XYZ',
    });
    expect(notices[0]!.body).toMatch(/^Initial SPA is due .+ UTC\. Waiting for the seller to upload/);
  });

  it('reminds nobody while only the platform is awaited', () => {
    const { walk, deadline } = dealInInitialSpa();
    walk.upload('initial-spa');
    expect(reminderNotices(walk.deal, deadline)).toEqual([]);
  });

  it('tells every admin of a passed deadline', () => {
    const deal = openedDeal();
    const deadline: Deadline = {
      deal_id: deal.id,
      group: 'deal-initiated',
      due_at: '2025-06-18T09:00:00.000Z',
    };
    const notices = overdueNotices(deal, deadline, [admin.userId, 'admin-2']);
    expect(notices.map((n) => [n.userId, n.type])).toEqual([
      [admin.userId, 'deadline-passed'],
      ['admin-2', 'deadline-passed'],
    ]);
    expect(notices[0]).toMatchObject({
      title: 'Deal Initiated overdue — 500 MT EN590 Diesel',
      link: '/deal/ABC0123XYZ',
    });
    expect(notices[0]!.body).toMatch(/^Deal Initiated was due Jun 18, 2025.+UTC\. Waiting for the buyer/);
  });
});

import type { CompanyRole } from '@portal/contracts/company-roles';
import type { DealSummary } from '@portal/contracts/deals';
import { describe, expect, it } from 'vitest';
import { dealSummary } from '../../../../test/deal-screen-fixtures';
import {
  actionRequiredFor,
  activityTone,
  approvalText,
  awaitingApproval,
  awaitingOffersText,
  inquiryUsageText,
  showsApprovals,
  type DashboardViewer,
} from './dashboard';

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

const member = (role: CompanyRole): DashboardViewer => ({
  isAdmin: false,
  company: { id: 'c1', name: 'Acme Trading Ltd', role },
});
const admin: DashboardViewer = {
  isAdmin: true,
  company: { id: 'p', name: 'Platform', role: 'administrator' },
};
const awaiting = (id: string, next: DealSummary['next'], due_at: string | null = null) =>
  dealSummary({ id, next, due_at });

const upload = awaiting('D-1', [
  { party: 'buyer', action: 'upload the proof of funds', yours: true, roles: ['operations'] },
]);
const release = awaiting(
  'D-2',
  [
    { party: 'seller', action: 'upload the commercial invoice', yours: false, roles: ['operations'] },
    { party: 'buyer', action: 'release the ICPO', yours: true, roles: ['approver'] },
  ],
  '2026-12-03T12:00:00.000Z',
);
const both = awaiting('D-3', [
  {
    party: 'buyer',
    action: 'upload the proof of funds and release the ICPO',
    yours: true,
    roles: ['operations', 'approver'],
  },
]);
// a deal listed by an API that does not name the roles yet
const unnamed = awaiting('D-4', [{ party: 'buyer', action: 'upload the ICPO', yours: true }]);
const deals = [upload, release, both, unnamed];
const ids = (list: DealSummary[]) => list.map((deal) => deal.id);

describe('Action required by company role', () => {
  it('lists every act of the company for its administrators, Operations and platform admins', () => {
    expect(ids(actionRequiredFor(deals, member('administrator')))).toEqual(['D-1', 'D-2', 'D-3', 'D-4']);
    expect(ids(actionRequiredFor(deals, member('operations')))).toEqual(['D-1', 'D-2', 'D-3', 'D-4']);
    expect(ids(actionRequiredFor(deals, admin))).toEqual(['D-1', 'D-2', 'D-3', 'D-4']);
    expect(ids(actionRequiredFor(deals, undefined))).toEqual(['D-1', 'D-2', 'D-3', 'D-4']);
  });

  it('lists for any other role only the acts its role is named for', () => {
    expect(ids(actionRequiredFor(deals, member('approver')))).toEqual(['D-2', 'D-3', 'D-4']);
    expect(ids(actionRequiredFor(deals, member('trader')))).toEqual(['D-4']);
    expect(ids(actionRequiredFor(deals, member('viewer')))).toEqual(['D-4']);
  });
});

describe('Awaiting your approval', () => {
  it('is shown to the members whose role may release, not to platform admins', () => {
    expect(showsApprovals(member('approver'))).toBe(true);
    expect(showsApprovals(member('administrator'))).toBe(true);
    expect(showsApprovals(member('operations'))).toBe(false);
    expect(showsApprovals(member('viewer'))).toBe(false);
    expect(showsApprovals(admin)).toBe(false);
    expect(showsApprovals(undefined)).toBe(false);
  });

  it("lists the deals whose company act is an Approver's, saying what to release and by when", () => {
    expect(ids(awaitingApproval(deals))).toEqual(['D-2', 'D-3']);
    const now = new Date('2026-11-28T12:00:00.000Z');
    expect(approvalText(release, now)).toEqual({
      text: 'Release the ICPO — due Dec 3, 2026',
      overdue: false,
    });
    expect(approvalText(release, new Date('2026-12-05T12:00:00.000Z'))).toEqual({
      text: 'Release the ICPO — overdue, was due Dec 3, 2026',
      overdue: true,
    });
    expect(approvalText(both, now).text).toBe('Upload the proof of funds and release the ICPO');
  });
});

import { dealGroups } from '@portal/contracts/deal-stages';
import { describe, expect, it } from 'vitest';
import { dealDetail } from '../../../../test/deal-screen-fixtures';
import { canCancel, overrideStages, timelineRowDescription, timelineRows } from './timeline';

describe('the Progress card rows', () => {
  it('lists the ten groups, earlier ones completed, the current one, later ones upcoming', () => {
    const rows = timelineRows(dealDetail({ stage: 'proof-docs-uploaded' }));
    expect(rows.map((r) => r.label)).toEqual(dealGroups.map((g) => g.label));
    expect(rows.map((r) => r.status)).toEqual([
      'completed',
      'completed',
      'current',
      ...Array(7).fill('upcoming'),
    ]);
  });

  it('hides the B and S markers on the first, fourth and last rows and disables the first row', () => {
    const rows = timelineRows(dealDetail());
    expect(rows.filter((r) => !r.showsPartyMarkers).map((r) => r.step)).toEqual([1, 4, 10]);
    expect(rows.map((r) => r.disabled)).toEqual([true, ...Array(9).fill(false)]);
  });

  it("takes each party's mark from the server's group marks", () => {
    const deal = dealDetail({ stage: 'proof-docs-uploaded' });
    deal.group_marks = deal.group_marks.map((mark) =>
      mark.group === 'proof-documents' ? { ...mark, sellerDone: true } : mark,
    );
    const row = timelineRows(deal).find((r) => r.group === 'proof-documents')!;
    expect([row.buyerDone, row.sellerDone]).toEqual([false, true]);
    expect(timelineRowDescription(row)).toBe('Proof Documents, current; buyer pending, seller done');
    expect(timelineRowDescription(timelineRows(deal)[3]!)).toBe('Verification, upcoming');
  });

  it('offers an admin exactly the entry stages the server lists, and nobody else any', () => {
    const admin = dealDetail({
      role: 'admin',
      available_actions: [
        { type: 'override-stage', stages: ['fco-tc-accepted', 'information-exchange'] },
        { type: 'cancel' },
      ],
    });
    expect(overrideStages(admin)).toEqual(['fco-tc-accepted', 'information-exchange']);
    expect(
      timelineRows(admin)
        .filter((r) => r.overrideStage)
        .map((r) => [r.group, r.overrideStage]),
    ).toEqual([
      ['initial-spa', 'fco-tc-accepted'],
      ['verification', 'information-exchange'],
    ]);
    expect(timelineRows(dealDetail()).every((r) => r.overrideStage === null)).toBe(true);
  });

  it("offers 'Cancel Deal' only while the deal is active and the server allows it", () => {
    const actions = [{ type: 'cancel' as const }];
    expect(canCancel(dealDetail({ available_actions: actions }))).toBe(true);
    expect(canCancel(dealDetail({ available_actions: actions, status: 'cancelled' }))).toBe(false);
    expect(canCancel(dealDetail())).toBe(false);
  });
});

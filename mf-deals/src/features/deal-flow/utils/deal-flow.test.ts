import { describe, expect, it } from 'vitest';
import { dealSummary } from '../../../../test/deal-screen-fixtures';
import { dealCount, dealFlowColumns, overallProgress } from './deal-flow';

const at = (id: string, stage: string) => dealSummary({ id, stage });

describe('the Deal Flow board', () => {
  const deals = [
    at('a', 'inquiry-submitted'), // 10
    at('b', 'sanitized-spa-accepted'), // 20
    at('c', 'proof-docs-uploaded'), // 30
    at('d', 'buyer-confirms-receipt'), // 90
    at('e', 'deal-closed'), // 100
  ];

  it('puts up to 20 % in Pending, above 20 % and below 100 % in Ongoing, 100 % in Completed', () => {
    const columns = dealFlowColumns(deals);
    expect(columns.map((c) => [c.id, c.label, c.deals.map((d) => d.id)])).toEqual([
      ['pending', 'Pending', ['a', 'b']],
      ['ongoing', 'Ongoing', ['c', 'd']],
      ['completed', 'Completed', ['e']],
    ]);
  });

  it('captions each column with the threshold the grouping uses', () => {
    expect(dealFlowColumns([]).map((c) => c.caption)).toEqual([
      'Progress of 20% or less',
      'Progress above 20% and below 100%',
      'Progress of 100%',
    ]);
  });

  it('averages the progress to a whole percent and counts the columns', () => {
    expect(overallProgress(deals)).toEqual({
      average: 50,
      total: 5,
      counts: { pending: 2, ongoing: 2, completed: 1 },
    });
    expect(
      overallProgress([at('x', 'inquiry-submitted'), at('y', 'fco-tc-accepted'), at('z', 'fco-tc-accepted')])
        .average,
    ).toBe(17);
    expect(overallProgress([])).toEqual({
      average: 0,
      total: 0,
      counts: { pending: 0, ongoing: 0, completed: 0 },
    });
  });

  it('counts deals in words', () => {
    expect(dealCount(1)).toBe('1 deal');
    expect(dealCount(0)).toBe('0 deals');
  });
});

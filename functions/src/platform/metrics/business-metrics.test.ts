import { afterEach, describe, expect, it } from 'vitest';
import { countBusinessAct, useMetricsSink, type BusinessMetricName } from './business-metrics';

describe('countBusinessAct', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  const record = () => {
    const counted: Array<[BusinessMetricName, number]> = [];
    restore = useMetricsSink({ add: (name, count) => counted.push([name, count]) });
    return counted;
  };

  it("sends the act's CloudWatch name and count to the sink in use", () => {
    const counted = record();
    countBusinessAct('dealOpened');
    countBusinessAct('emailSent', 3);
    expect(counted).toEqual([
      ['DealsOpened', 1],
      ['EmailsSent', 3],
    ]);
  });

  it('counts nothing for zero acts', () => {
    const counted = record();
    countBusinessAct('documentReviewed', 0);
    expect(counted).toEqual([]);
  });

  it('never fails the act when the sink throws', () => {
    restore = useMetricsSink({
      add: () => {
        throw new Error('buffer full');
      },
    });
    expect(() => countBusinessAct('itemListed')).not.toThrow();
  });

  it('puts the previous sink back', () => {
    const outer = record();
    const inner: string[] = [];
    const restoreInner = useMetricsSink({ add: (name) => inner.push(name) });
    countBusinessAct('inquirySent');
    restoreInner();
    countBusinessAct('inquirySent');
    expect(inner).toEqual(['InquiriesSent']);
    expect(outer).toEqual([['InquiriesSent', 1]]);
  });
});

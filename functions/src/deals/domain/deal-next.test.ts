import { describe, expect, it } from 'vitest';
import { nextActs, stageLabelOf } from './deal-machine';
import { buyer, happyPath, seller, Walk } from '../../../test/support/deal-fixtures';

/** A walk through the first `steps` steps of the happy path. */
function walkedSteps(steps: number) {
  const walk = new Walk();
  for (const step of happyPath.slice(0, steps)) step(walk);
  return walk;
}

describe('the label of where a deal stands', () => {
  it('shows what a group awaits when it opens, not the past-tense label of its first sub-step', () => {
    const walk = walkedSteps(3);
    expect(walk.deal.stage).toBe('proof-docs-uploaded');
    expect(stageLabelOf(walk.deal)).toBe('Awaiting proof documents');
    walk.upload('proof-documents');
    expect(stageLabelOf(walk.deal)).toBe('Awaiting proof documents');
    walk.upload('proof-of-funds');
    expect(stageLabelOf(walk.deal)).toBe('Proof Documents Uploaded');
  });

  it('waits for the seller before saying the product was transferred', () => {
    const walk = walkedSteps(happyPath.length - 2);
    expect(walk.deal.stage).toBe('product-transferred');
    expect(stageLabelOf(walk.deal)).toBe('Awaiting title transfer');
    walk.run(seller, { type: 'confirm-title-transfer' });
    expect(stageLabelOf(walk.deal)).toBe('Product Transferred');
  });

  it('keeps the stage table label where it states nothing that has not happened', () => {
    const walk = new Walk();
    expect(stageLabelOf(walk.deal)).toBe('Deal Initiated');
    walk.run(buyer, { type: 'proceed' });
    expect(stageLabelOf(walk.deal)).toBe('Initial SPA - Terms & Conditions Accepted');
    for (const label of ['Awaiting the final SPA', 'Awaiting the ICPO', 'Awaiting the commercial invoice']) {
      const step = happyPath.findIndex((_, n) => stageLabelOf(walkedSteps(n + 1).deal) === label);
      expect(step, label).toBeGreaterThan(0);
    }
  });
});

describe('who acts next', () => {
  it('names the party and the action, one entry per awaited party', () => {
    expect(nextActs(new Walk().deal)).toEqual([
      { party: 'buyer', action: 'proceed, accepting the FCO terms and conditions', rights: ['operate'] },
    ]);
    const proofs = walkedSteps(3);
    expect(nextActs(proofs.deal)).toEqual([
      { party: 'seller', action: 'upload the proof of product', rights: ['operate'] },
      { party: 'buyer', action: 'upload the proof of funds', rights: ['operate'] },
    ]);
    proofs.upload('proof-documents');
    expect(nextActs(proofs.deal)).toEqual([
      { party: 'buyer', action: 'upload the proof of funds', rights: ['operate'] },
      // the platform is no company: no company role acts for it
      { party: 'platform', action: 'review the proof of product', rights: [] },
    ]);
  });

  it('awaits nobody once the deal is closed', () => {
    expect(nextActs(walkedSteps(happyPath.length).deal)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { dealGroupIds } from '@portal/contracts/deal-stages';
import { groupRules } from './group-rules';
import type { GroupCommandType } from './rule-kit';

/** Every command of a group's own, written out so that a new command type fails to compile here. */
const groupCommandTypes = Object.keys({
  proceed: true,
  'review-spa': true,
  'complete-verification': true,
  'confirm-seller-payment': true,
  'confirm-fee-payment': true,
  'submit-inspection-details': true,
  'confirm-title-transfer': true,
  'confirm-receipt': true,
} satisfies Record<GroupCommandType, true>);

describe('groupRules', () => {
  it('gives each group command to exactly one group (the machine refuses one it cannot find)', () => {
    for (const type of groupCommandTypes) {
      const owners = dealGroupIds.filter((group) => Object.hasOwn(groupRules[group].commands, type));
      expect(owners, type).toHaveLength(1);
    }
  });

  it('exits only by commands of the group itself', () => {
    for (const group of dealGroupIds)
      for (const type of groupRules[group].exit?.given ?? [])
        expect(Object.hasOwn(groupRules[group].commands, type), `${group}: ${type}`).toBe(true);
  });
});

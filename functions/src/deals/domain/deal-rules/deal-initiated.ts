import { confirmed, type GroupRules } from './rule-kit';

/** 1. Deal Initiated: the buyer proceeds, accepting the FCO terms and conditions; the seller waits. */
export const dealInitiated: GroupRules = {
  uploads: {},
  commands: {
    proceed: {
      by: 'buyer',
      refusal: 'Only the buyer can proceed with the deal.',
      awaits: { verb: 'proceed, accepting the FCO terms and conditions' },
      when: (deal) => deal.stage === 'inquiry-submitted',
      given: confirmed('buyer_proceeded'),
      apply(step) {
        step.deal.confirmations.buyer_proceeded = step.stamp();
        step.finish('buyer-proceeded', 'inquiry-submitted');
      },
    },
  },
  exit: { given: ['proceed'] },
};

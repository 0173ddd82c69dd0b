import { handedIn, isApproved, type GroupRules } from './rule-kit';

/** 5. Final SPA: the seller uploads it; the buyer signs the approved one and uploads it signed. */
export const finalSpa: GroupRules = {
  uploads: {
    'final-spa-signed': {
      after: (deal) => isApproved(deal, 'final-spa'),
      sets: { from: 'final-spa-uploaded', to: 'final-spa-countersigned' },
    },
  },
  commands: {},
  opening: { awaiting: 'Awaiting the final SPA', reached: handedIn('final-spa') },
  exit: { approved: ['final-spa', 'final-spa-signed'] },
};

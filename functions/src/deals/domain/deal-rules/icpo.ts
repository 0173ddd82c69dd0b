import { handedIn, isApproved, type GroupRules } from './rule-kit';

/**
 * 6. ICPO: the buyer, now shown the seller's company name, uploads the ICPO; the seller signs the
 * approved one and uploads it signed.
 */
export const icpo: GroupRules = {
  uploads: {
    'icpo-signed': {
      after: (deal) => isApproved(deal, 'icpo'),
      sets: { from: 'icpo-uploaded', to: 'icpo-countersigned' },
    },
  },
  commands: {},
  opening: { awaiting: 'Awaiting the ICPO', reached: handedIn('icpo') },
  exit: { approved: ['icpo', 'icpo-signed'] },
};

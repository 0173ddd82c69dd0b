import { isApproved, type GroupRules } from './rule-kit';

/**
 * 7. Commercial Invoice: the seller uploads its invoice; the buyer signs it once approved, and signs the
 * platform's fee invoice (issued when the group opens, stage table). The second of the two
 * signed invoices moves the deal to 'countersigned'.
 */
export const commercialInvoice: GroupRules = {
  uploads: {
    'seller-invoice-signed': {
      after: (deal) => isApproved(deal, 'commercial-invoice'),
      sets: { from: 'invoice-uploaded', to: 'invoice-countersigned', withHandedIn: 'serval-invoice-signed' },
    },
    'serval-invoice-signed': {
      sets: { from: 'invoice-uploaded', to: 'invoice-countersigned', withHandedIn: 'seller-invoice-signed' },
    },
  },
  commands: {},
  exit: { approved: ['commercial-invoice', 'seller-invoice-signed', 'serval-invoice-signed'] },
};

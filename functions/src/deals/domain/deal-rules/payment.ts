import type { DealDocumentType } from '@portal/contracts/deal-stages';
import type { DealState } from '../deal-state';
import { checkInspectionDetails, confirmed, isApproved, liveVersion, type GroupRules } from './rule-kit';

/** Uploaded and not refused by the platform: awaiting its review or approved. */
const submitted = (deal: DealState, type: DealDocumentType) => {
  const status = liveVersion(deal, type)?.review.status;
  return status === 'pending' || status === 'approved';
};

/**
 * 8. Payment, in order: the seller's payment instructions (approved before the buyer sees them) and the
 * platform's (issued when the group opens); the buyer's two payment confirmations; the seller confirms
 * receipt, the platform confirms its fee; the seller's inspection details, then the buyer's report.
 */
export const payment: GroupRules = {
  uploads: {
    'seller-payment-confirmation': { after: (deal) => isApproved(deal, 'payment-instructions') },
    'inspection-report': {
      after: confirmed('inspection_details'),
      sets: { from: 'serval-payment-confirmed', to: 'inspection-report-submitted' },
    },
  },
  commands: {
    'confirm-seller-payment': {
      by: 'seller',
      refusal: "Only the seller confirms receipt of the buyer's payment.",
      awaits: { verb: 'confirm receipt of', object: "the buyer's payment" },
      when: (deal) =>
        deal.stage === 'payment-proof-issued' &&
        isApproved(deal, 'payment-instructions') &&
        submitted(deal, 'seller-payment-confirmation') &&
        !deal.confirmations.seller_payment_received,
      given: confirmed('seller_payment_received'),
      apply(step) {
        step.deal.confirmations.seller_payment_received = step.stamp();
        step.finish('seller-payment-confirmed', 'seller-payment-confirmed');
      },
    },
    'confirm-fee-payment': {
      by: 'admin',
      refusal: 'Only an admin can confirm the platform fee payment.',
      awaits: { verb: 'confirm the platform fee payment' },
      when: (deal) =>
        deal.stage === 'seller-payment-confirmed' &&
        isApproved(deal, 'seller-payment-confirmation') &&
        isApproved(deal, 'serval-payment-confirmation') &&
        !deal.confirmations.fee_payment_confirmed,
      given: confirmed('fee_payment_confirmed'),
      apply(step) {
        step.deal.confirmations.fee_payment_confirmed = step.stamp();
        step.finish('fee-payment-confirmed', 'serval-payment-confirmed');
      },
    },
    'submit-inspection-details': {
      by: 'seller',
      refusal: 'Only the seller submits the inspection details.',
      awaits: { verb: 'submit the inspection details' },
      when: (deal) => deal.stage === 'serval-payment-confirmed' && !deal.confirmations.inspection_details,
      given: confirmed('inspection_details'),
      check: (command) => void checkInspectionDetails(command),
      apply(step, command) {
        step.deal.confirmations.inspection_details = { ...step.stamp(), ...checkInspectionDetails(command) };
        step.finish('inspection-details-submitted', 'serval-payment-confirmed');
      },
    },
  },
  exit: { approved: ['inspection-report'], given: ['confirm-fee-payment'] },
};

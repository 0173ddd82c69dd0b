import { confirmed, type GroupRules } from './rule-kit';

/** 9. Title Transfer: the seller confirms delivery and title transfer, then the buyer confirms receipt. */
export const titleTransfer: GroupRules = {
  uploads: {},
  commands: {
    'confirm-title-transfer': {
      by: 'seller',
      refusal: 'Only the seller confirms delivery and title transfer.',
      awaits: { verb: 'confirm delivery and title transfer' },
      when: (deal) => deal.stage === 'product-transferred' && !deal.confirmations.seller_title_transfer,
      given: confirmed('seller_title_transfer'),
      apply(step) {
        step.deal.confirmations.seller_title_transfer = step.stamp();
        step.finish('title-transfer-confirmed', 'product-transferred');
      },
    },
    'confirm-receipt': {
      by: 'buyer',
      refusal: 'Only the buyer confirms receipt and title transfer.',
      awaits: { verb: 'confirm receipt and title transfer' },
      when: ({ stage, confirmations: c }) =>
        stage === 'product-transferred' && Boolean(c.seller_title_transfer) && !c.buyer_receipt,
      given: confirmed('buyer_receipt'),
      apply(step) {
        step.deal.confirmations.buyer_receipt = step.stamp();
        step.finish('receipt-confirmed', 'buyer-confirms-receipt');
      },
    },
  },
  opening: { awaiting: 'Awaiting title transfer', reached: confirmed('seller_title_transfer') },
  exit: { given: ['confirm-receipt'] },
};

import { dealDocumentTypes, reviewCommentMessages } from '@portal/contracts/deal-stages';
import { invalid } from '../../../platform/errors';
import type { DealState } from '../deal-state';
import { documentOf, liveVersion, text, type GroupRules } from './rule-kit';

/** The buyer's review of the current sanitized SPA, once the platform approved that version. */
function buyerReviewOfLive(deal: DealState) {
  const live = liveVersion(deal, 'initial-spa');
  const review = deal.confirmations.buyer_spa_review;
  return live?.review.status === 'approved' && review?.version === live.version ? review : null;
}

/**
 * 2. Initial SPA: the platform issues the template (stage table), the seller uploads the sanitized SPA,
 * the platform approves it before the buyer sees it, and the buyer accepts it or sends it back.
 */
export const initialSpa: GroupRules = {
  uploads: {
    'initial-spa': {
      sets: { from: 'fco-tc-accepted', to: 'sanitized-spa-submitted' },
      // the buyer asked for changes on the approved version it was shown: the seller owes version n+1
      owedAgainWhen: (deal) => buyerReviewOfLive(deal)?.decision === 'request-changes',
    },
  },
  commands: {
    'review-spa': {
      by: 'buyer',
      refusal: 'Only the buyer reviews the sanitized initial SPA.',
      awaits: { verb: 'review', object: `the ${dealDocumentTypes['initial-spa'].noun}` },
      when: (deal) => {
        const live = liveVersion(deal, 'initial-spa');
        return (
          deal.stage === 'sanitized-spa-submitted' &&
          live?.review.status === 'approved' &&
          deal.confirmations.buyer_spa_review?.version !== live.version
        );
      },
      given: (deal) => buyerReviewOfLive(deal)?.decision === 'accept',
      check({ decision, comment }) {
        if (decision !== 'accept' && decision !== 'request-changes')
          throw invalid('The decision must be accept or request-changes.', 'decision');
        if (decision === 'request-changes' && !text(comment))
          throw invalid(reviewCommentMessages[decision], 'comment');
      },
      apply(step, { decision, comment: given }, deal) {
        const live = liveVersion(deal, 'initial-spa')!;
        const comment = text(given) || null;
        step.deal.confirmations.buyer_spa_review = {
          ...step.stamp(),
          version: live.version,
          decision,
          comment,
        };
        if (decision === 'accept')
          step.finish('spa-accepted', 'sanitized-spa-accepted', documentOf(live), comment);
        // back to the group's entry: the seller owes version n+1
        else step.finish('spa-changes-requested', 'fco-tc-accepted', documentOf(live), comment);
      },
    },
  },
  exit: { given: ['review-spa'] },
};

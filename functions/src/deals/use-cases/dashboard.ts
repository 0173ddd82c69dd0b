import type { Dashboard } from '@portal/contracts/dashboard';
import {
  readAwaitingOffers,
  readMonthlyInquiryCount,
  readRating,
} from '../../platform/users/data/user-figures';
import { currentSettings } from '../../platform/settings/use-cases/current-settings';
import { readDealTally } from '../data/deal-tally';
import { dealColumnsOf } from '../domain/dashboard';

/**
 * The Dashboard's figures for the caller, four keyed reads however many deals they have (their deal
 * tally, their rating, this month's inquiries and the limit) and one Query of the negotiations
 * awaiting them.
 */
export async function dashboardOf(userId: string, now = new Date()): Promise<Dashboard> {
  const month = now.toISOString().slice(0, 7);
  const [tally, rating, used, settings, awaiting] = await Promise.all([
    readDealTally(userId),
    readRating(userId),
    readMonthlyInquiryCount(userId, month),
    currentSettings(),
    readAwaitingOffers(userId, now),
  ]);
  const limit = settings.monthly_inquiry_limit;
  return {
    deals: dealColumnsOf(tally),
    rating,
    inquiries: {
      month,
      used,
      limit,
      remaining: Math.max(0, limit - used),
      awaiting: awaiting.count,
      awaiting_soonest: awaiting.soonest,
    },
  };
}

import type { Dashboard } from '@portal/contracts/dashboard';
import { readMonthlyInquiryCount, readRating } from '../../platform/data/user-figures';
import { currentSettings } from '../../platform/settings';
import { listMemberDeals } from '../data/deal-repository';
import { countDealColumns } from '../domain/dashboard';

/** The Dashboard's figures for the caller: their deals by column, their rating, this month's inquiries. */
export async function dashboardOf(userId: string, now = new Date()): Promise<Dashboard> {
  const month = now.toISOString().slice(0, 7);
  const [deals, rating, used, settings] = await Promise.all([
    listMemberDeals(userId),
    readRating(userId),
    readMonthlyInquiryCount(userId, month),
    currentSettings(),
  ]);
  const limit = settings.monthly_inquiry_limit;
  return {
    deals: countDealColumns(deals),
    rating,
    inquiries: { month, used, limit, remaining: Math.max(0, limit - used) },
  };
}

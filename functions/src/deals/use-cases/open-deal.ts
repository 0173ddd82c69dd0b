import { randomBytes } from 'node:crypto';
import type { TransactItem } from '../../platform/data/transactions';
import { dealOpeningItems } from '../data/deal-repository';
import { dealIdFrom, openDeal } from '../domain/deal-opening';

/**
 * The one door from the marketplace into the deals domain: accepting an inquiry opens a deal inside the
 * marketplace's own transaction (with the inquiry and the item), so the deals domain hands over the
 * opening as transaction items instead of writing it.
 */

/** A fresh Transaction ID (the marketplace records it on the inquiry before the deal is written). */
export const newDealId = () => dealIdFrom(randomBytes(10));

/** The items that open the deal: its record, its two members, the first audit event, deadline, tallies. */
export function dealOpeningTransactItems(input: Parameters<typeof openDeal>[0]): TransactItem[] {
  return dealOpeningItems(openDeal(input));
}

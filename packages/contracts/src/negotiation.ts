import { z } from 'zod';
import {
  currencies,
  incoterms,
  paymentTerms,
  pricingPeriods,
  quantityUnitCodes,
} from './marketplace-catalogue';
import { priceSchema, quantitySchema } from './numbers';
import { negotiationMoves, roundTermKeys } from './offer-terms';

/**
 * A negotiation: the inquiry is its first round, and each later round is a firm offer the other side
 * may accept, counter or decline until its validity ends. These are the shapes of an offer's terms, of
 * a round as both sides see it, and of the moves. The rules (who moves, when, how many rounds) are the
 * marketplace domain's; the round list's limits are here so the forms and the server agree.
 */

/** A calendar day of the delivery window; `label` names it when it is missing. */
const isoDate = (label: string) =>
  z
    .string({ error: `Enter the ${label}` })
    .min(1, `Enter the ${label}`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, 'Invalid date');

/**
 * A differential per unit on a benchmark: negative is a discount, positive a premium, in whole cents
 * and no larger than a discount may be.
 */
export const differentialSchema = z
  .number({ error: 'Differential must be a number' })
  .min(-1_000_000, 'Differential is too large')
  .max(1_000_000, 'Differential is too large')
  .multipleOf(0.01, 'At most 2 decimals');

/** A fixed price per unit, or a formula: a Platts reference plus or minus a differential over a pricing period. */
export const offerPriceSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('fixed'),
        amount: priceSchema('Price'),
        currency: z.enum(currencies),
      })
      .strict(),
    z
      .object({
        kind: z.literal('formula'),
        reference: z.string().trim().min(1, 'Platts reference is required').max(60),
        differential: differentialSchema,
        currency: z.enum(currencies),
        period: z.enum(pricingPeriods, { error: 'Choose a pricing period' }),
      })
      .strict(),
  ],
  { error: 'Choose a fixed price or a formula' },
);
export type OfferPrice = z.infer<typeof offerPriceSchema>;

/** The terms of a counter-offer: every term stated, so the offer can become the deal's terms as it is. */
export const offerTermsSchema = z
  .object({
    quantity: quantitySchema(),
    price: offerPriceSchema,
    incoterm: z.enum(incoterms, { error: 'Choose an incoterm' }),
    location: z.string().trim().min(1, 'Location is required').max(120, 'At most 120 characters'),
    delivery_from: isoDate('first day of delivery'),
    delivery_to: isoDate('last day of delivery'),
    payment_term: z.enum(paymentTerms, { error: 'Choose a payment term' }),
  })
  .strict()
  .refine((terms) => terms.delivery_to >= terms.delivery_from, {
    path: ['delivery_to'],
    message: 'The delivery window must end on or after its start',
  });
export type OfferTerms = z.infer<typeof offerTermsSchema>;

/**
 * The terms of a round as shown: the opening round takes the item's terms, where a price ('Contact for
 * Price'), a delivery window or a payment term may be missing until a counter-offer states them.
 */
export const roundTermsSchema = z.object({
  quantity: z.number(),
  unit: z.enum(quantityUnitCodes),
  price: offerPriceSchema.nullable(),
  incoterm: z.string(),
  location: z.string(),
  delivery_from: z.string().nullable(),
  delivery_to: z.string().nullable(),
  payment_term: z.string().nullable(),
});
export type RoundTerms = z.infer<typeof roundTermsSchema>;

/** One round as both sides see it: which side made it (its label, never who), when, and until when it holds. */
export const roundSchema = z.object({
  number: z.number().int(),
  by: z.enum(['buyer', 'seller']),
  /** 'Buyer #4821' / 'Seller #1930'. */
  label: z.string(),
  at: z.string(),
  valid_until: z.string(),
  message: z.string().nullable(),
  terms: roundTermsSchema,
  /** The terms this round changed from the one before (none for the opening round). */
  changes: z.array(z.enum(roundTermKeys)),
});
export type Round = z.infer<typeof roundSchema>;

/** What the caller sees of the negotiation beside the inquiry: its side and the moves open to it now. */
export const negotiationViewSchema = z.object({
  side: z.enum(['buyer', 'seller']),
  rounds: z.array(roundSchema),
  moves: z.array(z.enum(negotiationMoves)),
  /** Rounds still allowed before only accepting or declining remains. */
  rounds_left: z.number(),
  /** When an Expired negotiation's last offer ran out, or a Withdrawn one was withdrawn: who did what. */
  closed_by: z.enum(['buyer', 'seller', 'platform']).nullable(),
});
export type NegotiationView = z.infer<typeof negotiationViewSchema>;

const roundNumber = z.number({ error: 'round must be a number' }).int().min(1).max(100);

/**
 * POST /marketplace/inquiries/{id}/counter: a new round answering round `round` (the latest the caller
 * saw), with every term; `valid_until` defaults to the platform's validity and may be at most
 * MAX_OFFER_VALIDITY_DAYS away.
 */
export const counterOfferSchema = z
  .object({
    round: roundNumber,
    terms: offerTermsSchema,
    message: z.string().trim().max(2000, 'At most 2000 characters').optional(),
    valid_until: z.iso.datetime({ offset: true, error: 'valid_until must be a date and time' }).optional(),
  })
  .strict();
export type CounterOffer = z.infer<typeof counterOfferSchema>;

/** POST /marketplace/inquiries/{id}/accept and /withdraw: the round the caller answers (the latest it saw). */
export const roundMoveSchema = z.object({ round: roundNumber.optional() }).strict().optional();

/** POST /marketplace/inquiries/{id}/decline: the reason the other side sees, on the round the caller saw. */
export const declineMoveSchema = z
  .object({
    reason: z.string().trim().max(500, 'At most 500 characters').optional(),
    round: roundNumber.optional(),
  })
  .strict();

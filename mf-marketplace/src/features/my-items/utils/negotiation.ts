import type { Inquiry } from '@portal/contracts/marketplace';
import {
  pricingPeriods,
  quantityLabel,
  type Incoterm,
  type PaymentTerm,
  type QuantityUnit,
} from '@portal/contracts/marketplace-catalogue';
import {
  MAX_OFFER_VALIDITY_DAYS,
  offerPriceLabel,
  type OfferPriceTerms,
  type RoundTermKey,
} from '@portal/contracts/offer-terms';
import { groupNumberText, parseNumberText } from '@portal/ui/NumberField';
import { formatDate } from '@portal/web/format';

/**
 * The negotiation as the owner's and the inquirer's dialogs show it: what is left of the latest
 * offer's validity, the counter-offer form's values from the latest round, and the body they become.
 * The server's schema checks the body; this only turns what was typed into it.
 */

type Negotiation = NonNullable<Inquiry['negotiation']>;
export type RoundView = Negotiation['rounds'][number];

const minute = 60_000;

/** One term as a round lists it; a term the round left open reads 'Not stated'. */
export function termText(terms: RoundView['terms'], key: RoundTermKey): string {
  switch (key) {
    case 'quantity':
      return quantityLabel(terms.quantity, terms.unit as QuantityUnit);
    case 'price':
      return offerPriceLabel(terms.price as OfferPriceTerms | null, terms.unit);
    case 'delivery_from':
    case 'delivery_to':
      return terms[key] ? formatDate(terms[key]) : 'Not stated';
    default:
      return terms[key] ?? 'Not stated';
  }
}

/** '23 h 12 min left', '12 min left', or null once the offer has run out. */
export function timeLeft(validUntil: string, now: Date = new Date()): string | null {
  const ms = Date.parse(validUntil) - now.getTime();
  if (!(ms > 0)) return null;
  const minutes = Math.max(1, Math.floor(ms / minute));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} d ${hours} h left`;
  if (hours > 0) return `${hours} h ${rest} min left`;
  return `${rest} min left`;
}

/** How long a counter-offer stays open: the platform's default, or the maker's own choice. */
export const validityChoices = [
  { value: 'default', label: 'Platform default' },
  { value: '2', label: '2 hours' },
  { value: '6', label: '6 hours' },
  { value: '12', label: '12 hours' },
  { value: '48', label: '2 days' },
  { value: '72', label: '3 days' },
  { value: '168', label: '7 days' },
  { value: String(MAX_OFFER_VALIDITY_DAYS * 24), label: `${MAX_OFFER_VALIDITY_DAYS} days` },
] as const;

/** The counter-offer form as typed: numbers stay text until sent (NumberField groups them). */
export interface CounterFormValues {
  quantity: string;
  price_kind: 'fixed' | 'formula';
  amount: string;
  reference: string;
  differential: string;
  period: string;
  currency: string;
  incoterm: string;
  location: string;
  delivery_from: string;
  delivery_to: string;
  payment_term: string;
  validity: string;
  message: string;
}

/** A number as the form shows it once left: thousands grouped ('25,000'). */
const text = (n: number | undefined) => (n === undefined ? '' : groupNumberText(String(n)));

/** The form starts from the latest round's terms: a counter changes what it must and keeps the rest. */
export function counterFormDefaults(latest: RoundView): CounterFormValues {
  const { terms } = latest;
  const price = terms.price as OfferPriceTerms | null;
  return {
    quantity: text(terms.quantity),
    price_kind: price?.kind ?? 'fixed',
    amount: price?.kind === 'fixed' ? text(price.amount) : '',
    reference: price?.kind === 'formula' ? price.reference : '',
    differential: price?.kind === 'formula' ? text(price.differential) : '',
    period: price?.kind === 'formula' ? price.period : pricingPeriods[0],
    currency: price?.currency ?? 'USD',
    incoterm: terms.incoterm,
    location: terms.location,
    delivery_from: terms.delivery_from ?? '',
    delivery_to: terms.delivery_to ?? '',
    payment_term: terms.payment_term ?? '',
    validity: 'default',
    message: '',
  };
}

const numberOf = (value: string) => {
  const parsed = parseNumberText(value);
  // null (nothing typed) is sent as NaN so the schema names the field rather than a missing key
  return parsed === null ? Number.NaN : parsed;
};

/** The body of POST /marketplace/inquiries/{id}/counter (without `round`, which the API call adds). */
export function counterOfferBody(values: CounterFormValues, now: Date = new Date()) {
  const price =
    values.price_kind === 'fixed'
      ? { kind: 'fixed' as const, amount: numberOf(values.amount), currency: values.currency }
      : {
          kind: 'formula' as const,
          reference: values.reference.trim(),
          differential: numberOf(values.differential),
          currency: values.currency,
          period: values.period,
        };
  const hours = values.validity === 'default' ? undefined : Number(values.validity);
  return {
    terms: {
      quantity: numberOf(values.quantity),
      price,
      incoterm: values.incoterm as Incoterm,
      location: values.location.trim(),
      delivery_from: values.delivery_from,
      delivery_to: values.delivery_to,
      payment_term: values.payment_term as PaymentTerm,
    },
    ...(values.message.trim() && { message: values.message.trim() }),
    ...(hours !== undefined && { valid_until: new Date(now.getTime() + hours * 3_600_000).toISOString() }),
  };
}

/** Where a schema issue of the body belongs in the form ('terms.price.amount' -> 'amount'). */
export function formFieldOf(path: ReadonlyArray<PropertyKey>): keyof CounterFormValues {
  const [head, second, third] = path.map(String);
  if (head === 'valid_until') return 'validity';
  if (head === 'message') return 'message';
  if (second === 'price') {
    if (third === 'amount' || third === 'reference' || third === 'differential' || third === 'currency')
      return third;
    if (third === 'period') return 'period';
    return 'price_kind';
  }
  return (second ?? 'quantity') as keyof CounterFormValues;
}

/** Whether the reader has a move to make other than withdrawing its own offer. */
export const awaitsYou = (inquiry: Pick<Inquiry, 'negotiation'>) =>
  Boolean(inquiry.negotiation?.moves.includes('accept'));

/** A pending negotiation's progress in the lists: 'Round 2 of 6, 5 h 10 min left'. */
export function roundsText(inquiry: Pick<Inquiry, 'negotiation' | 'status'>, now: Date = new Date()): string {
  const negotiation = inquiry.negotiation;
  const latest = negotiation?.rounds.at(-1);
  if (!negotiation || !latest || inquiry.status !== 'Pending') return '—';
  const total = negotiation.rounds.length + negotiation.rounds_left;
  const left = timeLeft(latest.valid_until, now);
  return `Round ${latest.number} of ${total}${left ? `, ${left}` : ''}`;
}

import { dealValueCents } from './fees';
import {
  blank,
  documentDate,
  formatMoney,
  line,
  paragraph,
  priceText,
  productLines,
  type DocumentDeal,
  type DocumentSection,
  type PlatformDocument,
} from './document';

/**
 * The initial SPA the seller downloads, sanitizes and uploads: the deal's terms filled in, the parties
 * by their anonymous labels (identities are revealed only later), and the usual clauses: the trade
 * terms the item stated or the negotiation agreed (quality, tolerance, origin, inspection, delivery
 * window, payment) filled in, the rest left blank for the parties.
 */
export function spaTemplate(deal: DocumentDeal, issuedAt: Date): PlatformDocument {
  const { snapshot } = deal;
  const valueCents = dealValueCents(snapshot);
  /** A clause's fields: each the deal's value where it states one, else a blank to fill. */
  const clause = (
    heading: string,
    text: string,
    fields: Array<string | [string, string | null | undefined]>,
  ): DocumentSection => ({
    heading,
    entries: [
      paragraph(text),
      ...fields.map((field) => {
        const [label, value] = typeof field === 'string' ? [field, null] : field;
        return line(label, value || blank);
      }),
    ],
  });
  const day = (iso: string | null | undefined) => (iso ? documentDate(new Date(`${iso}T00:00:00Z`)) : null);
  const window =
    snapshot.delivery_from || snapshot.delivery_to
      ? `${day(snapshot.delivery_from) ?? blank} to ${day(snapshot.delivery_to) ?? blank}`
      : null;
  const tolerance =
    snapshot.quantity_tolerance != null
      ? `${snapshot.quantity_tolerance.toLocaleString('en-US', { maximumFractionDigits: 1 })}`
      : '____';
  return {
    kind: 'spa-template',
    title: 'Sales and Purchase Agreement',
    subtitle: `Initial template for Deal #${deal.id}, generated from the agreed deal terms`,
    transactionId: deal.id,
    issuedOn: documentDate(issuedAt),
    sections: [
      {
        heading: 'Agreement',
        entries: [
          line('Transaction ID', deal.id),
          line('Date', documentDate(issuedAt)),
          paragraph(
            'This Sales and Purchase Agreement ("Agreement") is made between the Seller and the Buyer named ' +
              'below for the sale and purchase of the product described in this Agreement, on the terms set ' +
              'out below. Blank fields are to be completed by the parties before signature.',
          ),
        ],
      },
      {
        heading: 'Parties',
        entries: [
          line('Seller', deal.seller_label),
          line('Buyer', deal.buyer_label),
          paragraph(
            'The parties are named by their anonymous platform labels. Their registered names, addresses ' +
              'and authorised signatories are stated in the final Agreement.',
          ),
        ],
      },
      {
        heading: '1. Product and quantity',
        entries: [
          ...productLines(snapshot),
          ...(snapshot.origin ? [line('Origin', snapshot.origin)] : []),
          paragraph(
            `Quantity tolerance: +/- ${tolerance} % at the Seller's option, unless agreed otherwise.`,
          ),
        ],
      },
      {
        heading: '2. Price',
        entries: [
          line('Price', priceText(snapshot)),
          line('Currency', snapshot.currency),
          line(
            'Total contract value',
            valueCents === null ? blank : formatMoney(valueCents, snapshot.currency),
          ),
          ...(snapshot.price_type === 'discount'
            ? [
                line('Pricing period', snapshot.pricing_period ?? blank),
                line('Platts reference', snapshot.platts_reference ?? blank),
              ]
            : []),
        ],
      },
      clause(
        '3. Quality and specification',
        'The product shall conform to the specification attached as Annex A. The quality determined at the ' +
          'loading port by the independent inspector shall be final and binding on both parties.',
        [
          ['Specification reference', snapshot.quality_standard],
          ...(snapshot.quality_specification
            ? [['Specification', snapshot.quality_specification] as [string, string]]
            : []),
          'Annex A attached (yes/no)',
        ],
      ),
      clause(
        '4. Inspection',
        'Quantity and quality shall be determined by an internationally recognised independent inspection ' +
          'company at the place of delivery. Inspection costs are borne as stated below.',
        [['Inspection company', snapshot.inspection_company], 'Place of inspection', 'Costs borne by'],
      ),
      clause(
        '5. Delivery',
        `Delivery ${snapshot.delivery} ${snapshot.location} in accordance with Incoterms 2020. The Seller ` +
          'notifies the Buyer of the vessel or means of transport and the expected date of delivery.',
        [['Delivery period', window], 'Shipping schedule', 'Notice of readiness'],
      ),
      clause(
        '6. Payment terms',
        'The Buyer shall pay the price for each delivery by the instrument stated below against the ' +
          "documents stated below. Bank charges outside the Buyer's bank are for the Seller's account.",
        [
          ['Payment instrument', snapshot.payment_terms],
          'Payment due',
          'Documents required',
          "Seller's bank",
        ],
      ),
      clause(
        '7. Title and risk',
        'Title to and risk in the product pass from the Seller to the Buyer at the point of delivery ' +
          'defined by the Incoterm above, unless stated otherwise below.',
        ['Title passes', 'Risk passes'],
      ),
      clause(
        '8. Force majeure',
        'Neither party is liable for a failure or delay in performing its obligations caused by events ' +
          'beyond its reasonable control. The affected party notifies the other without delay; if the event ' +
          'lasts longer than the period below, either party may terminate this Agreement by written notice.',
        ['Termination after (days)'],
      ),
      clause(
        '9. Governing law and disputes',
        'This Agreement is governed by the law stated below. Any dispute arising out of or in connection ' +
          'with it is finally settled by arbitration under the rules and at the seat stated below.',
        ['Governing law', 'Arbitration rules', 'Seat of arbitration'],
      ),
      {
        heading: '10. Signatures',
        entries: [
          paragraph('Signed by the authorised representatives of the parties:'),
          line('For the Seller', deal.seller_label),
          line('Name and title', blank),
          line('Signature and date', blank),
          line('For the Buyer', deal.buyer_label),
          line('Name and title', blank),
          line('Signature and date', blank),
        ],
      },
    ],
  };
}

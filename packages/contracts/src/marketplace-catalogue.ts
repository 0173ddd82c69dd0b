/**
 * The marketplace's fixed vocabulary: industries, the product catalogue, filter options, sorts, units,
 * statuses and the price label rule. No zod here, so a remote can load it cheaply; the schemas in
 * ./marketplace.ts build on these lists, and nothing else spells them.
 */

export const industries = ['Energy', 'Precious Metals', 'Agriculture'] as const;
export type Industry = (typeof industries)[number];

/** The optional third segment of /marketplace/{buyer|seller}/{segment}. */
export const industrySegments = {
  energy: 'Energy',
  metals: 'Precious Metals',
  agriculture: 'Agriculture',
} as const;
export type IndustrySegment = keyof typeof industrySegments;

export function industryOfSegment(segment: string | undefined): Industry | undefined {
  return segment && Object.hasOwn(industrySegments, segment)
    ? industrySegments[segment as IndustrySegment]
    : undefined;
}

/** A listing is a seller's offer, a request a buyer's want. */
export const itemKinds = ['listing', 'request'] as const;
export type ItemKind = (typeof itemKinds)[number];

export interface CatalogueProduct {
  product: string;
  industry: Industry;
  /** A product name holding every one of these words (case-insensitive) is of this product type. */
  words: readonly string[];
}

/**
 * The product catalogue: suggestions for the free-text product name, per industry, and the groups of
 * the Product Type filter. Order matters: the first entry whose words all occur in a name wins.
 */
export const productCatalogue: readonly CatalogueProduct[] = [
  { product: 'EN590 Diesel', industry: 'Energy', words: ['en590'] },
  { product: 'Jet Fuel A1', industry: 'Energy', words: ['jet'] },
  { product: 'Crude Oil', industry: 'Energy', words: ['crude'] },
  { product: 'LNG', industry: 'Energy', words: ['lng'] },
  { product: 'LPG', industry: 'Energy', words: ['lpg'] },
  { product: 'Fuel Oil', industry: 'Energy', words: ['fuel', 'oil'] },
  { product: 'Gasoline', industry: 'Energy', words: ['gasoline'] },
  { product: 'EN590 Diesel', industry: 'Energy', words: ['diesel'] },
  { product: 'Gold Bullion', industry: 'Precious Metals', words: ['gold'] },
  { product: 'Silver Bullion', industry: 'Precious Metals', words: ['silver'] },
  { product: 'Copper Cathodes', industry: 'Precious Metals', words: ['copper'] },
  { product: 'Platinum', industry: 'Precious Metals', words: ['platinum'] },
  { product: 'Palladium', industry: 'Precious Metals', words: ['palladium'] },
  { product: 'Sugar Raw', industry: 'Agriculture', words: ['sugar', 'raw'] },
  { product: 'Sugar ICUMSA 45', industry: 'Agriculture', words: ['sugar'] },
  { product: 'Palm Seed Oil', industry: 'Agriculture', words: ['palm'] },
  { product: 'Sunflower Oil', industry: 'Agriculture', words: ['sunflower'] },
  { product: 'Soybeans', industry: 'Agriculture', words: ['soy'] },
  { product: 'Wheat', industry: 'Agriculture', words: ['wheat'] },
  { product: 'Yellow Corn', industry: 'Agriculture', words: ['corn'] },
  { product: 'Rice', industry: 'Agriculture', words: ['rice'] },
];

/** The Product Type group of a name outside the catalogue. */
export const otherProductType = 'Other';

/** Distinct catalogue products of an industry (or all), in catalogue order: the name suggestions. */
export function productSuggestions(industry?: Industry): string[] {
  const names = productCatalogue.filter((p) => !industry || p.industry === industry).map((p) => p.product);
  return [...new Set(names)];
}

/** The Product Type filter group of a product name: its catalogue product, else 'Other'. */
export function productTypeOf(name: string): string {
  const lower = name.toLowerCase();
  const exact = productCatalogue.find((p) => p.product.toLowerCase() === lower.trim());
  if (exact) return exact.product;
  return productCatalogue.find((p) => p.words.every((w) => lower.includes(w)))?.product ?? otherProductType;
}

/** Incoterms 2020: what the Delivery field of the form offers. */
export const incoterms = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
export type Incoterm = (typeof incoterms)[number];

/** Term options: the form's choices and the Term filter group, per kind. */
export const termOptions = {
  listing: ['Spot', 'Term', 'Forward'],
  request: ['Net 30', 'LC at Sight', 'DLC', 'LC 60 days'],
} as const satisfies Record<ItemKind, readonly string[]>;

/**
 * How a physical trade is paid: the request form's term options, plus a standby letter of credit and
 * payment by telegraphic transfer before shipment. Listings, requests and offers choose from this list.
 */
export const paymentTerms = [...termOptions.request, 'SBLC', 'TT in advance'] as const;
export type PaymentTerm = (typeof paymentTerms)[number];

/**
 * The pricing periods an index-linked (Platts) price is averaged over: the quotations around or after
 * the bill of lading or notice of readiness date, or a calendar month.
 */
export const pricingPeriods = [
  '5 days around B/L date',
  '3 days after B/L date',
  '5 days after NOR date',
  'Month of B/L',
  'Month of delivery',
] as const;
export type PricingPeriod = (typeof pricingPeriods)[number];

/**
 * The sign of an index-linked price's differential: a discount is below the Platts quotation, a
 * premium above it. The amount stays in `discount` (the spec's field); an item stored before the sign
 * existed has none and reads as a discount.
 */
export const differentials = ['discount', 'premium'] as const;
export type Differential = (typeof differentials)[number];

/** '−' for a discount, '+' for a premium (absent: a discount). */
export const differentialSign = (differential: Differential | string | null | undefined) =>
  differential === 'premium' ? '+' : '−';

/** The quality standards traders quote each catalogue product on: suggestions for the free text. */
export const qualityStandardSuggestions: Readonly<Record<string, readonly string[]>> = {
  'EN590 Diesel': ['EN590 10 ppm', 'EN590 50 ppm'],
  'Jet Fuel A1': ['AFQRJOS Check List 31', 'DEF STAN 91-091'],
  'Crude Oil': ['API 32–35°, sulphur ≤ 0.5%'],
  LNG: ['GIIGNL GHV 1,050 Btu/scf'],
  LPG: ['GPA 2140'],
  'Fuel Oil': ['ISO 8217 RMG 380', 'ISO 8217 RMK 700'],
  Gasoline: ['EN228 RON 95', 'EN228 RON 98'],
  'Gold Bullion': ['LBMA Good Delivery', '999.9 fine'],
  'Silver Bullion': ['LBMA Good Delivery', '999 fine'],
  'Copper Cathodes': ['LME Grade A', 'BS EN 1978 Cu-CATH-1'],
  Platinum: ['LPPM Good Delivery'],
  Palladium: ['LPPM Good Delivery'],
  'Sugar Raw': ['ICUMSA 600–1200', 'VHP ICUMSA 600–1200'],
  'Sugar ICUMSA 45': ['ICUMSA 45'],
  'Palm Seed Oil': ['RBD Palm Olein CP10', 'CPO FFA ≤ 5%'],
  'Sunflower Oil': ['Refined, FFA ≤ 0.1%'],
  Soybeans: ['US No. 2 Yellow', 'Protein 36% min'],
  Wheat: ['Milling wheat 12.5% protein', 'SRW No. 2'],
  'Yellow Corn': ['US No. 2 Yellow', 'GMO-free'],
  Rice: ['Long grain 5% broken', 'Parboiled 5% broken'],
};

/** The quality standards suggested for a product name (its catalogue product's), or none. */
export function qualitySuggestionsFor(name: string): readonly string[] {
  return qualityStandardSuggestions[productTypeOf(name)] ?? [];
}

/** Inspection companies traders name most: suggestions for the free text. */
export const inspectionCompanies = ['SGS', 'Intertek', 'Bureau Veritas', 'Cotecna', 'AmSpec'] as const;

/** The quantity tolerance (± %) a listing or request may state, in tenths of a percent. */
export const quantityToleranceBounds = { min: 0, max: 10 } as const;

/**
 * The filter options always shown per kind (each with its count); the Location and Delivery groups add
 * further values present in the results after these (the server reports their counts).
 */
export const filterOptions = {
  listing: {
    product: ['EN590 Diesel', 'Jet Fuel A1', 'Gold Bullion', 'Copper Cathodes', 'Sugar Raw', 'Palm Seed Oil'],
    location: ['Rotterdam', 'Doha', 'Zurich', 'Santiago', 'Sao Paulo', 'Kuala Lumpur'],
    delivery: ['CIF', 'FOB', 'FCA'],
    term: termOptions.listing,
  },
  request: {
    product: ['EN590 Diesel', 'Jet Fuel A1', 'Gold Bullion', 'Copper Cathodes', 'Sugar Raw', 'Palm Seed Oil'],
    location: ['Rotterdam', 'Singapore', 'Zurich', 'Shanghai', 'Sao Paulo', 'Kuala Lumpur'],
    delivery: ['CIF', 'FOB', 'CFR'],
    term: termOptions.request,
  },
} as const;

/** The four filter groups, in the Filter menu's order, with their headings. */
export const filterGroups = [
  { key: 'product', label: 'Product Type' },
  { key: 'location', label: 'Location' },
  { key: 'delivery', label: 'Delivery' },
  { key: 'term', label: 'Term' },
] as const;
export type FilterGroup = (typeof filterGroups)[number]['key'];

export const plattsReferences = [
  'NWE',
  'ARA',
  'MED',
  'Arab Gulf',
  'Singapore',
  'US Gulf Cost',
  'NY Harbor',
  'Other',
] as const;
/** The free text the 'Other' Platts reference starts with. */
export const defaultOtherPlatts = 'Platts European';

export const currencies = ['USD', 'USDT'] as const;
export type Currency = (typeof currencies)[number];

/** Quantity units; MT (metric ton) by default. `per` completes the price label. */
export const quantityUnits = {
  MT: { label: 'MT', per: 'per metric ton' },
  BBL: { label: 'BBL', per: 'per barrel' },
  CBM: { label: 'CBM', per: 'per cubic metre' },
  KG: { label: 'kg', per: 'per kilogram' },
  OZ: { label: 'oz t', per: 'per troy ounce' },
} as const;
export type QuantityUnit = keyof typeof quantityUnits;
export const quantityUnitCodes = Object.keys(quantityUnits) as [QuantityUnit, ...QuantityUnit[]];

export const itemStatuses = ['Active', 'Pending', 'Inactive', 'Accepted', 'Rejected'] as const;
export type ItemStatus = (typeof itemStatuses)[number];
/** The status badge colours. */
export const itemStatusTone = {
  Active: 'green',
  Pending: 'yellow',
  Inactive: 'grey',
  Accepted: 'blue',
  Rejected: 'red',
} as const satisfies Record<ItemStatus, string>;

/** My Listings / My Requests tabs: Active (default), Inactive, All. */
export const ownerTabs = ['Active', 'Inactive', 'All'] as const;
export type OwnerTab = (typeof ownerTabs)[number];

export const inquiryStatuses = ['Pending', 'Accepted', 'Declined', 'Withdrawn', 'Expired'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** Sort By: value -> label; 'oldest' is supported (address bar) though the menu shows the spec's four. */
export const sortOptions = {
  price_asc: 'Lowest to high',
  price_desc: 'Highest to low',
  newest: 'Newest',
  rating: 'Rating',
  oldest: 'Oldest',
} as const;
export type SortOption = keyof typeof sortOptions;
export const sortOptionValues = Object.keys(sortOptions) as [SortOption, ...SortOption[]];
export const menuSortOptions: readonly SortOption[] = ['price_asc', 'price_desc', 'newest', 'rating'];
export const defaultSort: Record<ItemKind, SortOption> = { listing: 'newest', request: 'price_asc' };

export const pageSizes = [12, 24, 36] as const;
export const defaultPageSize = 12;

/** FCO terms and product specifications: PDF or Word, at most 10 MB. */
export const maxMarketFileBytes = 10485760;
export const marketFileTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const marketFileExtensions = ['.pdf', '.doc', '.docx'] as const;

/** The labels the 'Missing:' list names, for the fields a listing or request must have. */
export const requiredItemFields = {
  name: 'Product Name',
  location: 'Location',
  quantity: 'Quantity',
  delivery: 'Delivery',
  term: 'Term',
} as const;

/** What an inquiry can be sent against: an item that is Active and open for inquiries by `today`. */
export function inquiriesOpen(
  item: { status: ItemStatus; accepting_inquiries: 'now' | 'date'; inquiries_date?: string | null },
  today: string,
): boolean {
  if (item.status !== 'Active') return false;
  return !(item.accepting_inquiries === 'date' && item.inquiries_date && item.inquiries_date > today);
}

export interface PriceFields {
  price?: number | null;
  price_type: 'fixed' | 'discount';
  platts_reference?: string | null;
  discount?: number | null;
  /** The sign of `discount` (absent: a discount). */
  differential?: Differential | null;
  currency?: Currency | null;
  unit?: QuantityUnit | null;
}

const amount = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The card's price label: an index-linked price with its currency reads its signed differential
 * '− {discount} {currency}' (or '+ ...' for a premium) above 'discount to Platts {reference}' (or
 * 'premium to ...'); otherwise a price reads '{currency} {price}' 'per metric ton' (per the unit);
 * none reads 'Contact for Price'.
 */
export function priceLabel(item: PriceFields): { text: string; detail?: string } {
  if (item.price_type === 'discount' && item.discount != null && item.currency) {
    const word = item.differential === 'premium' ? 'premium' : 'discount';
    return {
      text: `${differentialSign(item.differential)} ${amount(item.discount)} ${item.currency}`,
      detail: item.platts_reference ? `${word} to Platts ${item.platts_reference}` : word,
    };
  }
  if (item.price != null) {
    return {
      text: `${item.currency ?? 'USD'} ${amount(item.price)}`,
      detail: quantityUnits[item.unit ?? 'MT'].per,
    };
  }
  return { text: 'Contact for Price' };
}

/** '1,250 MT' */
export function quantityLabel(quantity: number, unit: QuantityUnit = 'MT'): string {
  return `${quantity.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${quantityUnits[unit].label}`;
}

import type { Industry, ItemKind } from '@portal/contracts/marketplace-catalogue';
import { paymentTerms, pricingPeriods, termOptions } from '@portal/contracts/marketplace-catalogue';
import type { Inquiry, ItemFormValues, MarketFile, OwnerItem } from '@portal/contracts/marketplace';
import { textPdf } from './pdf';
import type { DemoContext, DemoSection, DemoUser } from './seed';

/**
 * The demo marketplace: listings of the two sellers and requests of the two buyers across the three
 * industries, each with its FCO terms PDF, and a few pending inquiries both ways. Everything goes
 * through the marketplace API as the users would do it; an item is known by its owner and name, an
 * inquiry by its inquirer and item, so a second run adds nothing.
 */

interface Product {
  name: string;
  industry: Industry;
  unit: 'MT' | 'BBL' | 'KG' | 'OZ';
  price: number;
  quantity: number;
}

const products: readonly Product[] = [
  { name: 'EN590 Diesel 10ppm', industry: 'Energy', unit: 'MT', price: 712.5, quantity: 50_000 },
  { name: 'Jet Fuel A1', industry: 'Energy', unit: 'MT', price: 798, quantity: 30_000 },
  { name: 'Brent Crude Oil', industry: 'Energy', unit: 'BBL', price: 82.4, quantity: 2_000_000 },
  { name: 'LNG Cargo', industry: 'Energy', unit: 'MT', price: 515, quantity: 65_000 },
  { name: 'LPG Propane', industry: 'Energy', unit: 'MT', price: 590, quantity: 20_000 },
  { name: 'Fuel Oil CST 380', industry: 'Energy', unit: 'MT', price: 455, quantity: 40_000 },
  { name: 'Gold Bullion 999.9', industry: 'Precious Metals', unit: 'KG', price: 74_100, quantity: 250 },
  { name: 'Silver Bullion', industry: 'Precious Metals', unit: 'KG', price: 905, quantity: 2_000 },
  { name: 'Copper Cathodes Grade A', industry: 'Precious Metals', unit: 'MT', price: 9_350, quantity: 5_000 },
  { name: 'Platinum Sponge', industry: 'Precious Metals', unit: 'OZ', price: 965, quantity: 10_000 },
  { name: 'Sugar Raw VHP', industry: 'Agriculture', unit: 'MT', price: 468, quantity: 25_000 },
  { name: 'Sugar ICUMSA 45', industry: 'Agriculture', unit: 'MT', price: 545, quantity: 12_500 },
  { name: 'Palm Seed Oil', industry: 'Agriculture', unit: 'MT', price: 940, quantity: 8_000 },
  { name: 'Sunflower Oil Refined', industry: 'Agriculture', unit: 'MT', price: 1_020, quantity: 6_000 },
  { name: 'Yellow Corn', industry: 'Agriculture', unit: 'MT', price: 212, quantity: 60_000 },
  { name: 'Milling Wheat', industry: 'Agriculture', unit: 'MT', price: 245, quantity: 45_000 },
];

const locations: Record<ItemKind, readonly string[]> = {
  listing: ['Rotterdam', 'Doha', 'Zurich', 'Santiago', 'Sao Paulo', 'Kuala Lumpur', 'Houston', 'Antwerp'],
  request: ['Rotterdam', 'Singapore', 'Zurich', 'Shanghai', 'Sao Paulo', 'Kuala Lumpur', 'Jebel Ali'],
};
const deliveries: Record<ItemKind, readonly ItemFormValues['delivery'][]> = {
  listing: ['CIF', 'FOB', 'FCA', 'CIF', 'FOB'],
  request: ['CIF', 'FOB', 'CFR', 'CIF'],
};
const plattsOptions = ['NWE', 'ARA', 'MED', 'Singapore'];

const isoDay = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

/** The n-th demo item of an owner: every field varied so filters, sorts and the price label show. */
export function demoItemForm(kind: ItemKind, ownerIndex: number, n: number): ItemFormValues {
  const product = products[(n * 3 + ownerIndex * 5) % products.length]!;
  const terms = termOptions[kind];
  const lot = n + 1;
  const pricing = n % 6;
  const opensLater = n % 9 === 4;
  return {
    name: n < products.length ? product.name : `${product.name} lot ${lot}`,
    location: locations[kind][(n + ownerIndex) % locations[kind].length]!,
    quantity: Math.round(product.quantity * (0.2 + ((n * 7) % 10) / 10)),
    unit: product.unit,
    delivery: deliveries[kind][n % deliveries[kind].length]!,
    term: terms[(n + ownerIndex) % terms.length]!,
    price_type: pricing === 5 && product.industry === 'Energy' ? 'discount' : 'fixed',
    price: pricing === 4 ? null : Math.round(product.price * (0.94 + ((n * 13) % 12) / 100) * 100) / 100,
    platts_reference:
      pricing === 5 && product.industry === 'Energy' ? plattsOptions[n % plattsOptions.length] : null,
    discount: pricing === 5 && product.industry === 'Energy' ? 12.5 + (n % 4) * 2.5 : null,
    currency: n % 7 === 3 ? 'USDT' : 'USD',
    availability_date: isoDay(14 + n),
    accepting_inquiries: opensLater ? 'date' : 'now',
    inquiries_date: opensLater ? isoDay(10 + (n % 5)) : null,
    additional_info: `${product.name}: inspection by SGS at loading; documents per the FCO terms.`,
    industry: product.industry,
    ...demoTradeTerms(kind, product, n),
  };
}

/** Where each demo product comes from and what it is quoted on, as traders write it. */
const tradeDetails: Record<string, { origin: string; quality: string; specification: string }> = {
  'EN590 Diesel 10ppm': {
    origin: 'Netherlands',
    quality: 'EN590 10 ppm',
    specification:
      'Sulphur ≤ 10 mg/kg; cetane number ≥ 51; density 820–845 kg/m³ at 15 °C; flash point ≥ 55 °C.',
  },
  'Jet Fuel A1': {
    origin: 'Qatar',
    quality: 'AFQRJOS Check List 31',
    specification: 'Freezing point ≤ −47 °C; sulphur ≤ 0.30% m/m; flash point ≥ 38 °C.',
  },
  'Brent Crude Oil': {
    origin: 'United Kingdom (North Sea)',
    quality: 'API 38°, sulphur ≤ 0.4%',
    specification: 'API gravity 37–39°; sulphur 0.37–0.45% m/m; pour point ≤ −6 °C.',
  },
  'LNG Cargo': { origin: 'Qatar', quality: 'GIIGNL GHV 1,050 Btu/scf', specification: 'Methane ≥ 89 mol%.' },
  'LPG Propane': { origin: 'United States', quality: 'GPA 2140', specification: 'Propane ≥ 95 liq. vol%.' },
  'Fuel Oil CST 380': {
    origin: 'Singapore',
    quality: 'ISO 8217 RMG 380',
    specification: 'Viscosity ≤ 380 cSt at 50 °C; sulphur ≤ 0.50% m/m; density ≤ 991 kg/m³.',
  },
  'Gold Bullion 999.9': {
    origin: 'Switzerland',
    quality: 'LBMA Good Delivery',
    specification: 'Fineness 999.9; 1 kg cast bars with refiner assay certificate.',
  },
  'Silver Bullion': {
    origin: 'Mexico',
    quality: 'LBMA Good Delivery',
    specification: 'Fineness 999; 30 kg bars.',
  },
  'Copper Cathodes Grade A': {
    origin: 'Chile',
    quality: 'LME Grade A',
    specification: 'Cu ≥ 99.9935%; BS EN 1978 Cu-CATH-1; bundles of about 2.5 MT.',
  },
  'Platinum Sponge': { origin: 'South Africa', quality: 'LPPM Good Delivery', specification: 'Pt ≥ 99.95%.' },
  'Sugar Raw VHP': {
    origin: 'Brazil',
    quality: 'VHP ICUMSA 600–1200',
    specification: 'Polarisation ≥ 99.0°; moisture ≤ 0.15%; in bulk.',
  },
  'Sugar ICUMSA 45': {
    origin: 'Brazil',
    quality: 'ICUMSA 45',
    specification: 'Polarisation ≥ 99.8°; moisture ≤ 0.04%; 50 kg PP bags.',
  },
  'Palm Seed Oil': {
    origin: 'Malaysia',
    quality: 'RBD Palm Olein CP10',
    specification: 'FFA ≤ 0.1%; IV ≥ 56.',
  },
  'Sunflower Oil Refined': {
    origin: 'Ukraine',
    quality: 'Refined, FFA ≤ 0.1%',
    specification: 'Refined, bleached, deodorised, winterised; flexitanks.',
  },
  'Yellow Corn': {
    origin: 'Argentina',
    quality: 'US No. 2 Yellow',
    specification: 'Moisture ≤ 14.5%; GMO-free.',
  },
  'Milling Wheat': {
    origin: 'France',
    quality: 'Milling wheat 12.5% protein',
    specification: 'Protein ≥ 12.5% (dry basis); moisture ≤ 14%; falling number ≥ 250 s.',
  },
};

const inspectors = ['SGS', 'Intertek', 'Bureau Veritas', 'Cotecna'];

/**
 * The trade terms of the n-th demo item: most state quality, origin and inspection, a tolerance and
 * a delivery window; some leave part out, as real quotes do. Listings name payment terms (a
 * request's is its Term); every other index-linked price is a premium.
 */
function demoTradeTerms(kind: ItemKind, product: Product, n: number): Partial<ItemFormValues> {
  const details = tradeDetails[product.name];
  const from = 21 + (n % 5) * 7;
  const indexLinked = n % 6 === 5 && product.industry === 'Energy';
  return {
    quality_standard: details?.quality ?? null,
    quality_specification: n % 3 === 0 ? (details?.specification ?? null) : null,
    quantity_tolerance: n % 4 === 3 ? null : [5, 10, 2.5][n % 3]!,
    delivery_from: n % 5 === 4 ? null : isoDay(from),
    delivery_to: n % 5 === 4 ? null : isoDay(from + 9),
    origin: details?.origin ?? null,
    inspection_company: n % 7 === 6 ? null : inspectors[n % inspectors.length]!,
    payment_terms: kind === 'listing' ? paymentTerms[(n + 1) % paymentTerms.length]! : null,
    differential: indexLinked && Math.floor(n / 6) % 2 === 1 ? 'premium' : 'discount',
    pricing_period: indexLinked ? pricingPeriods[n % pricingPeriods.length]! : null,
  };
}

const perOwner = { listing: 20, request: 12 } as const;

/** The same items every run, whatever order the owner's list answers in. */
export const oldestFirst = (a: OwnerItem, b: OwnerItem) =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1;

async function ensureItems(ctx: DemoContext, owner: DemoUser, kind: ItemKind, ownerIndex: number) {
  const path = kind === 'listing' ? '/my/listings' : '/my/requests';
  const held = await ctx.api<{ items: OwnerItem[] }>(owner, 'GET', `${path}?tab=All`);
  const names = new Set(held?.items.map((i) => i.name));
  const made: OwnerItem[] = [...(held?.items ?? [])];
  for (let n = 0; n < perOwner[kind]; n++) {
    const form = demoItemForm(kind, ownerIndex, n);
    if (names.has(form.name)) continue;
    const fco = await ctx.uploadFile<MarketFile>(owner, {
      ticketPath: '/marketplace/uploads',
      body: { purpose: 'fco_terms' },
      fileName: `FCO ${form.name}.pdf`,
      pdf: textPdf(`Full Corporate Offer: ${form.name}`, [
        `Product: ${form.name} (${form.industry})`,
        `Quantity: ${form.quantity} ${form.unit}, delivery ${form.delivery} ${form.location}`,
        `Term: ${form.term}`,
        'Payment and inspection as agreed in the SPA. This is demo data.',
      ]),
    });
    const item = await ctx.api<OwnerItem>(
      owner,
      'POST',
      kind === 'listing' ? '/marketplace/listings' : '/marketplace/requests',
      {
        form,
        fco_file_id: fco.id,
      },
    );
    if (item) made.push(item);
  }
  return made;
}

/** An inquiry of `inquirer` on `item` unless `sent` holds one (a request gets its two PDFs). */
export async function ensureInquiry(ctx: DemoContext, inquirer: DemoUser, item: OwnerItem, sent: Inquiry[]) {
  if (sent.some((i) => i.item_id === item.id)) return false;
  const quantity = Math.max(1, Math.round((item.quantity - item.committed_quantity) / 10));
  if (item.kind === 'listing') {
    await ctx.api(inquirer, 'POST', `/marketplace/listings/${item.id}/inquiries`, {
      quantity,
      message: `We would take ${quantity} ${item.unit} of ${item.name}; please confirm availability.`,
    });
    return true;
  }
  const upload = (purpose: 'product_specifications' | 'fco_terms', title: string) =>
    ctx.uploadFile<MarketFile>(inquirer, {
      ticketPath: '/marketplace/uploads',
      body: { purpose },
      fileName: `${title} ${item.name}.pdf`,
      pdf: textPdf(`${title}: ${item.name}`, [`Offered against request ${item.owner_label}.`, 'Demo data.']),
    });
  const specifications = await upload('product_specifications', 'Product Specifications');
  const terms = await upload('fco_terms', 'FCO Terms');
  await ctx.api(inquirer, 'POST', `/marketplace/requests/${item.id}/inquiries`, {
    quantity,
    message: `We can supply ${quantity} ${item.unit}; specifications and FCO attached.`,
    product_specifications_file_id: specifications.id,
    fco_terms_file_id: terms.id,
  });
  return true;
}

export const marketplaceSection: DemoSection = {
  name: 'marketplace (listings and requests with FCO terms, pending inquiries)',
  async seed(ctx) {
    const user = (key: string) => {
      const found = ctx.users.get(key);
      if (!found) throw new Error(`the marketplace demo needs ${key} from the accounts section`);
      return found;
    };
    const [seller1, seller2, buyer1, buyer2] = ['seller-1', 'seller-2', 'buyer-1', 'buyer-2'].map(user);
    const listings = [
      ...(await ensureItems(ctx, seller1!, 'listing', 0)),
      ...(await ensureItems(ctx, seller2!, 'listing', 1)),
    ];
    const requests = [
      ...(await ensureItems(ctx, buyer1!, 'request', 0)),
      ...(await ensureItems(ctx, buyer2!, 'request', 1)),
    ];
    listings.sort(oldestFirst);
    requests.sort(oldestFirst);
    const today = new Date().toISOString().slice(0, 10);
    const open = (items: OwnerItem[]) =>
      items.filter(
        (i) =>
          i.status === 'Active' && !(i.accepting_inquiries === 'date' && (i.inquiries_date ?? '') > today),
      );

    let inquiries = 0;
    const plan: Array<[DemoUser, OwnerItem[]]> = [
      [buyer1!, open(listings).slice(0, 3)],
      [buyer2!, open(listings).slice(3, 5)],
      [
        seller2!,
        open(requests)
          .filter((r) => r.industry !== 'Energy')
          .slice(0, 2),
      ],
    ];
    for (const [inquirer, items] of plan) {
      const sent =
        (await ctx.api<{ inquiries: Inquiry[] }>(inquirer, 'GET', '/marketplace/inquiries/sent'))
          ?.inquiries ?? [];
      for (const item of items) if (await ensureInquiry(ctx, inquirer, item, sent)) inquiries++;
    }
    ctx.say(`${listings.length} listings, ${requests.length} requests, ${inquiries} new pending inquiries`);
    ctx.summary.marketplace = { listings: listings.length, requests: requests.length };
  },
};

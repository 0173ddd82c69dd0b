import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  filterOptions,
  incoterms,
  industries,
  productTypeOf,
  termOptions,
  type Industry,
  type ItemKind,
} from '../../packages/contracts/src/marketplace-catalogue';
import { randomUUID } from 'node:crypto';
import { keys, marketChange } from '../../functions/src/platform/data/keys';
import type { localStack } from '../../infra/local/personas';

/**
 * Synthetic marketplace items for the search bench: the documented item shape (functions/TABLE.md),
 * written straight into the table. Names are catalogue products with the grades, origins and batch
 * numbers sellers type; locations are the spec's ports and many others.
 */
const productNames: Record<Industry, string[]> = {
  Energy: [
    'EN590 Diesel',
    'EN590 Diesel 10ppm',
    'Ultra Low Sulphur Diesel',
    'Jet Fuel A1',
    'Jet A1 Aviation Kerosene',
    'JP54 Jet Fuel',
    'Bonny Light Crude Oil',
    'Brent Crude Oil',
    'LNG',
    'LPG Propane',
    'Fuel Oil 380 CST',
    'D6 Virgin Fuel Oil',
    'Gasoline 95 RON',
    'Bitumen 60/70',
    'Mazut M100',
  ],
  'Precious Metals': [
    'Gold Bullion',
    'Gold Bullion 999.9',
    'Gold Dore Bars',
    'Silver Bullion',
    'Silver Granules',
    'Copper Cathodes',
    'Copper Cathodes Grade A',
    'Copper Millberry Scrap',
    'Platinum Sponge',
    'Palladium Ingots',
  ],
  Agriculture: [
    'Sugar Raw',
    'Sugar Raw VHP',
    'Sugar ICUMSA 45',
    'Palm Seed Oil',
    'Crude Palm Oil',
    'Refined Sunflower Oil',
    'Soybeans Non-GMO',
    'Soybean Meal',
    'Wheat Milling Grade',
    'Yellow Corn No.2',
    'Rice Long Grain 5%',
    'Cocoa Beans',
  ],
};
const grades = [
  '',
  '',
  '',
  ' Premium',
  ' Grade A',
  ' Spot Cargo',
  ' Bulk',
  ' (Russian origin)',
  ' (Brazil origin)',
];
const otherPorts = [
  'Houston',
  'Singapore',
  'Fujairah',
  'Antwerp',
  'Shanghai',
  'Santos',
  'Lagos',
  'Mumbai',
  'Durban',
  'Jebel Ali',
  'Busan',
  'Hamburg',
  'Le Havre',
  'Novorossiysk',
  'Ceyhan',
  'Ras Tanura',
  'Qingdao',
  'Ningbo',
  'Port Klang',
  'Jakarta',
  'Chittagong',
  'Karachi',
  'Mombasa',
  'Dar es Salaam',
  'Abidjan',
  'Tema',
  'Valencia',
  'Algeciras',
  'Genoa',
  'Piraeus',
  'Constanta',
  'Gdansk',
  'Dubai',
  'Hong Kong',
  'Vancouver',
  'Buenos Aires',
  'Paranagua',
  'Callao',
  'Veracruz',
  'New Orleans',
];
const units = ['MT', 'MT', 'MT', 'BBL', 'CBM', 'KG', 'OZ'] as const;

/** A small deterministic generator, so two runs seed the same collection. */
export function randomSequence(seed: number) {
  let state = seed >>> 0 || 1;
  return (n: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
}

/** The `i`-th synthetic item of a kind: an Active item as the items API stores it. */
export function marketItem(
  kind: ItemKind,
  i: number,
  owners: readonly string[],
  writtenAt: string,
  random: (n: number) => number,
): Record<string, unknown> {
  const id = randomUUID();
  const industry = industries[i % industries.length]!;
  const names = productNames[industry];
  const batch = random(5) === 0 ? ` Batch ${1000 + random(9000)}` : '';
  const name = `${names[random(names.length)]}${grades[random(grades.length)]}${batch}`;
  // half the items at the spec's ports, the rest elsewhere
  const spec = filterOptions[kind].location;
  const location = random(2) === 0 ? spec[random(spec.length)]! : otherPorts[random(otherPorts.length)]!;
  const delivery =
    random(2) === 0 ? filterOptions[kind].delivery[random(3)]! : incoterms[random(incoterms.length)]!;
  const terms = termOptions[kind];
  const priced = random(10) !== 0;
  const createdAt = new Date(Date.parse('2026-01-01T00:00:00Z') + i * 7_000).toISOString();
  const owner = owners[random(owners.length)]!;
  const fileId = randomUUID();
  return {
    ...keys.marketItem(owner, kind, id),
    ...keys.marketItemIndexes(kind, 'Active', createdAt, id),
    ...marketChange(kind, id, writtenAt).asAttributes,
    entity: 'market_item',
    kind,
    id,
    user_id: owner,
    name,
    product_type: productTypeOf(name),
    location,
    quantity: 100 * (1 + random(500)),
    unit: units[random(units.length)],
    delivery,
    term: terms[random(terms.length)],
    price: priced ? (100 + random(200_000)) / 100 : null,
    price_type: 'fixed',
    platts_reference: null,
    discount: null,
    currency: random(5) === 0 ? 'USDT' : 'USD',
    availability_date: null,
    accepting_inquiries: 'now',
    inquiries_date: null,
    additional_info: random(3) === 0 ? 'Inspection by SGS at the load port. Documents on request.' : null,
    industry,
    status: 'Active',
    owner_label: `${kind === 'listing' ? 'Seller' : 'Buyer'} #${1000 + random(9000)}`,
    owner_rating: 1 + random(41) / 10,
    owner_review_count: 0,
    committed_quantity: 0,
    pending_inquiries: 0,
    accepted_inquiries: 0,
    declined_inquiries: 0,
    has_terms: true,
    fco_file: {
      id: fileId,
      file_name: 'fco-terms.pdf',
      file_type: 'application/pdf',
      size: 48_213,
      file_path: `marketplace/${owner}/market-fco-terms/${fileId}.pdf`,
      created_at: createdAt,
    },
    rejection_reason: null,
    version: 1,
    created_at: createdAt,
    updated_at: writtenAt,
  };
}

/**
 * Seeds `count` Active items of a kind, numbered from `from`, straight into the table: 400 at a time
 * (16 batch writes of 25 in parallel), each stamped with the time it is written (its change key).
 */
export async function seedMarketItems(
  local: ReturnType<typeof localStack>,
  kind: ItemKind,
  count: number,
  from: number,
): Promise<void> {
  const random = randomSequence(from + 1);
  const owners = Array.from({ length: 2_000 }, () => randomUUID());
  const perChunk = 400;
  for (let n = 0; n < count; n += perChunk) {
    const writtenAt = new Date().toISOString();
    const items: Array<Record<string, unknown>> = [];
    for (let i = from + n; i < from + Math.min(count, n + perChunk); i++)
      items.push(marketItem(kind, i, owners, writtenAt, random));
    const batches: Array<Array<Record<string, unknown>>> = [];
    for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
    await Promise.all(
      batches.map(async (batch) => {
        let pending: Record<string, unknown>[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
        while (pending && pending.length > 0) {
          const out = await local.db.send(
            new BatchWriteCommand({ RequestItems: { [local.table]: pending } }),
          );
          pending = out.UnprocessedItems?.[local.table] as Record<string, unknown>[] | undefined;
        }
      }),
    );
  }
}

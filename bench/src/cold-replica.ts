/**
 * Builds a marketplace search replica in a process of its own, as a Lambda container's first search
 * does (an empty heap, nothing else in it), and prints its figures as JSON on the last line.
 * Run by marketplace-search.ts with the stack's environment (table, DynamoDB endpoint).
 *
 *   node --expose-gc --import tsx bench/src/cold-replica.ts listing|request
 */
import { marketCollectionOf } from '../../functions/src/marketplace/domain/item-collection';
import { createReadModel } from '../../functions/src/platform/search/data/read-model';

const kind = process.argv[2] === 'request' ? 'request' : 'listing';
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

async function main() {
  gc();
  const before = process.memoryUsage().heapUsed;
  const model = createReadModel(marketCollectionOf[kind]);
  const index = await model.current();
  gc();
  const heapBytes = process.memoryUsage().heapUsed - before;
  const distinct = index.distinctTextValues();
  console.log(
    JSON.stringify({
      buildMs: model.stats().build?.ms ?? Number.NaN,
      items: model.stats().build?.items ?? 0,
      documents: index.size,
      heapMiB: Math.round((heapBytes / 1024 ** 2) * 10) / 10,
      distinctNames: distinct.name ?? 0,
      distinctLocations: distinct.location ?? 0,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

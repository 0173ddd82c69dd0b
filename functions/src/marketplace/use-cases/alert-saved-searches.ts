import { itemKinds, type ItemKind } from '@portal/contracts/marketplace-catalogue';
import { logger } from '../../platform/logger';
import { notify } from '../../platform/notifications/data/notify';
import { readChangePage } from '../../platform/search/data/change-repository';
import { marketCollections, type ChangeItem } from '../../platform/search/domain/collection';
import { SearchIndex } from '../../platform/search/domain/search-index';
import {
  alertedItems,
  listSavedSearchesOfKind,
  readAlertCursor,
  saveAlert,
  writeAlertCursor,
} from '../data/saved-search-repository';
import { marketCollectionOf } from '../domain/item-collection';
import { maxItemsPerAlert, newMatches, savedSearchAlert } from '../domain/saved-searches';

export interface AlertReport {
  /** Changed items read from the change index, Active ones indexed as new. */
  changes: number;
  fresh: number;
  searches: number;
  alerts: number;
}

/**
 * How far before the last read a run reads again: a write takes its change time before it commits, and
 * the index follows the table a moment later. Items read twice alert once (the markers).
 */
const overlapMs = 60_000;
/** A first run (no position yet) looks back this far rather than over the whole marketplace. */
const firstLookBackMs = 3_600_000;

async function changesSince(kind: ItemKind, since: string): Promise<ChangeItem[]> {
  const items: ChangeItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await readChangePage(marketCollections[kind], { since, startKey });
    items.push(...page.items);
    startKey = page.next;
  } while (startKey);
  return items;
}

/**
 * One run of the saved-search alerts (every 15 minutes in the cloud, the local stack's timer), off the
 * write path: per kind, the items the marketplace's change index holds since the last run go into a
 * small index of their own, and each saved search of the kind runs its own marketplace query over it.
 * A search with new matches its owner has not been told of gets one notification (by e-mail at most
 * once a day per search). Cost per run: the changed items read once, the searches read once, then one
 * in-memory query per search over the new items.
 */
export async function alertSavedSearches(now = new Date()): Promise<AlertReport> {
  const report: AlertReport = { changes: 0, fresh: 0, searches: 0, alerts: 0 };
  for (const kind of itemKinds) {
    const readTo = now.toISOString();
    const cursor = (await readAlertCursor(kind)) ?? new Date(now.getTime() - firstLookBackMs).toISOString();
    const since = new Date(Date.parse(cursor) - overlapMs).toISOString();
    const changes = await changesSince(kind, since);
    report.changes += changes.length;
    const fresh = new SearchIndex(marketCollectionOf[kind]);
    fresh.apply(changes, { bulk: true });
    fresh.sortOrders();
    // the items changed since the last read: made, reactivated or edited into a match; each alerts a
    // search's owner once (the markers), so an item they were told of stays told
    const newSince = since;
    report.fresh += fresh.size;
    if (fresh.size > 0) {
      const searches = await listSavedSearchesOfKind(kind);
      report.searches += searches.length;
      for (const search of searches) {
        const matches = newMatches(search, fresh);
        const recent = matches.items.filter((doc) => doc.updated_at >= newSince);
        if (recent.length === 0) continue;
        const told = await alertedItems(
          search.id,
          recent.map((doc) => doc.id),
        );
        const untold = recent.filter((doc) => !told.has(doc.id)).slice(0, maxItemsPerAlert);
        if (untold.length === 0) continue;
        const alert = savedSearchAlert(search, { items: untold, total: untold.length }, newSince, now);
        const outcome = await saveAlert({
          search,
          itemIds: untold.map((doc) => doc.id),
          at: readTo,
          emailed: alert.email,
          notification: notify({ ...alert, at: now }),
        });
        // a run that met another at the same items leaves them to it
        if (outcome.saved) report.alerts++;
      }
    }
    await writeAlertCursor(kind, readTo);
  }
  logger.info('saved search alerts', { ...report });
  return report;
}

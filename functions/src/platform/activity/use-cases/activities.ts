import { activityPageSize, type ActivityList } from '@portal/contracts/dashboard';
import { activityView, decodeActivityCursor, encodeActivityCursor } from '../domain/activity';
import { listActivities } from '../data/activity-repository';
import { invalid } from '../../errors';

/** My Recent Activities: the caller's own actions, newest first, a page at a time, optionally searched. */
export async function activityPage(
  userId: string,
  query: { q?: string; cursor?: string },
): Promise<ActivityList> {
  const after = query.cursor === undefined ? undefined : decodeActivityCursor(query.cursor);
  if (query.cursor !== undefined && after === undefined) {
    throw invalid('cursor: not a cursor of this list', 'cursor');
  }
  const text = query.q?.toLowerCase() || undefined;
  const page = await listActivities(userId, activityPageSize, { after, text });
  return {
    activities: page.items.map(activityView),
    next_cursor: page.next ? encodeActivityCursor(page.next) : null,
  };
}

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  isNotificationInsert,
  notificationEmailSource,
} from '../../functions/src/platform/domain/notification-email';
import { functionsSrc } from './gateway';
import { startStreamPoller, type RunningStreamPoller, type StreamHandler } from './stream-poller';

/**
 * The outbox locally: the table's stream -> the notification email sender (the same handler module
 * and the same filter as the cloud's event source mapping), imported after the stack has set the
 * functions' environment.
 */
export async function startNotificationEmailPoller(o: {
  endpoint: string;
  tableName: string;
  log: (line: string) => void;
}): Promise<RunningStreamPoller> {
  const module = (await import(pathToFileURL(join(functionsSrc, notificationEmailSource.handler)).href)) as {
    handler: StreamHandler;
  };
  return startStreamPoller({
    endpoint: o.endpoint,
    tableName: o.tableName,
    handler: module.handler,
    filter: isNotificationInsert,
    functionName: 'portal-deliver-notification-emails',
    timeoutMs: notificationEmailSource.timeoutSeconds * 1000,
    log: o.log,
  });
}

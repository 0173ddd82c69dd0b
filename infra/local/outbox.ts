import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  isNotificationInsert,
  notificationEmailSource,
} from '../../functions/src/platform/notifications/domain/notification-email';
import { functionsSrc } from './gateway';
import { loadedOnCall, type HandlerLoader } from './handler-loader';
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
  /** Loads the sender on every batch through this loader (it follows reloads); default: imported once here. */
  loadHandler?: HandlerLoader;
}): Promise<RunningStreamPoller> {
  const handler = o.loadHandler
    ? (loadedOnCall(o.loadHandler, notificationEmailSource.handler) as StreamHandler)
    : (
        (await import(pathToFileURL(join(functionsSrc, notificationEmailSource.handler)).href)) as {
          handler: StreamHandler;
        }
      ).handler;
  return startStreamPoller({
    endpoint: o.endpoint,
    tableName: o.tableName,
    handler,
    filter: isNotificationInsert,
    functionName: 'portal-deliver-notification-emails',
    timeoutMs: notificationEmailSource.timeoutSeconds * 1000,
    log: o.log,
  });
}

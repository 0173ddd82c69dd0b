import type { ClientErrorReport } from '@portal/contracts/platform';
import { logger } from '../../logger';

/**
 * One structured log line per error a browser reported (level warn: the local console shows it, and
 * in the cloud it is searchable beside the API's own lines). The report's `requestId` is the failed
 * API call's, so the line leads to that request's server log; this request's own id is another.
 */
export function recordClientError(report: ClientErrorReport, userId: string | undefined): void {
  logger.warn('client error', {
    clientError: {
      kind: report.kind,
      message: report.message,
      page: report.page,
      ...(report.source ? { source: report.source } : {}),
      ...(report.stack ? { stack: report.stack } : {}),
      ...(report.requestId ? { failedRequestId: report.requestId } : {}),
    },
    ...(userId ? { userId } : {}),
  });
}

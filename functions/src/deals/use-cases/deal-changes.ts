import { countBusinessAct } from '../../platform/metrics/business-metrics';
import type { z } from 'zod';
import type { dealCommandSchema } from '@portal/contracts/deals';
import type { Principal } from '../../platform/auth/access';
import { recordActivity } from '../../platform/activity/data/activity-items';
import type { TransactItem } from '../../platform/data/transactions';
import { notify } from '../../platform/notifications/data/notify';
import { currentSettings } from '../../platform/settings/use-cases/current-settings';
import { deadlineItems } from '../data/deadline-repository';
import { saveTransition, type DealPartition } from '../data/deal-repository';
import { dealActivityOf } from '../domain/deal-activity';
import type { DealActor, DealCommand } from '../domain/deal-commands';
import { transition } from '../domain/deal-machine';
import { dealChangeNotices } from '../domain/deal-notices';
import { newDeadlines } from '../domain/deadlines';
import { readForCaller } from './deal-access';
import { viewOf } from './deal-view';
import { generatePlatformDocuments } from './platform-documents';

/**
 * The deals API's use cases: read the deal's partition, find who the caller is in it (anyone else gets
 * 404, as if the deal did not exist), let the state machine decide, and write its answer in one
 * transaction conditional on the deal's version, with the audit events, the generated platform
 * documents and the parties' notifications (../domain/deal-notices.ts).
 */

export async function applyCommand(
  partition: DealPartition,
  actor: DealActor,
  command: DealCommand,
  extra: TransactItem[] = [],
  options: { fourEyes?: boolean } = {},
): Promise<DealPartition> {
  const at = new Date();
  const before = partition.deal;
  // a group the command opens gets its due date from the platform settings' days
  // one read serves the due days and the platform documents' fee
  const settings = await currentSettings();
  const result = transition(before, command, actor, at, {
    dueDays: settings.deal_due_days,
    fourEyes: options.fourEyes ?? false,
  });
  await generatePlatformDocuments(result, settings, at, partition.events);
  const activity = dealActivityOf(result.deal, actor, command, result.events);
  const events = await saveTransition({
    expectedVersion: before.version,
    before,
    deal: result.deal,
    events: result.events,
    members: partition.members,
    extra: [
      ...extra,
      ...(activity ? [recordActivity({ ...activity, at })] : []),
      ...dealChangeNotices(result.deal, result.events, result.notify).map((notice) =>
        notify({ ...notice, at }),
      ),
      ...deadlineItems(newDeadlines(result.deal.id, before.due_dates, result.deal.due_dates)),
    ],
  });
  if (command.type === 'review-document') countBusinessAct('documentReviewed');
  if (result.deal.status === 'closed' && before.status !== 'closed') countBusinessAct('dealClosed');
  return {
    deal: { ...result.deal, version: before.version + 1 },
    members: partition.members,
    events: [...partition.events, ...events],
    mandates: partition.mandates,
  };
}

type CommandRequest = z.output<typeof dealCommandSchema>;

function commandOf(request: CommandRequest): DealCommand {
  switch (request.type) {
    case 'reissue-platform-document':
      return { type: request.type, documentType: request.documentType };
    default:
      return request as DealCommand;
  }
}

/** Runs one command of the caller on the deal and answers the deal as the caller now sees it. */
export async function runDealCommand(dealId: string, principal: Principal, request: CommandRequest) {
  const { partition, actor } = await readForCaller(dealId, principal);
  return viewOf(await applyCommand(partition, actor, commandOf(request)), actor);
}

/**
 * A second member of the uploading company releases a held document to the platform's review, or
 * refuses it with a reason (the uploader then uploads a new version). The caller's company role is
 * checked by the route; the machine checks that the caller is not the uploader.
 */
export async function answerHeldDocument(
  dealId: string,
  documentId: string,
  principal: Principal,
  answer: { release: true } | { release: false; reason: string },
) {
  const { partition, actor } = await readForCaller(dealId, principal);
  const command: DealCommand = answer.release
    ? { type: 'release-document', documentId }
    : { type: 'refuse-document', documentId, reason: answer.reason };
  return viewOf(await applyCommand(partition, actor, command), actor);
}

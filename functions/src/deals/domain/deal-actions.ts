import {
  dealDocumentTypeIds,
  dealDocumentTypes,
  dealFileFormats,
  dealGroups,
  inspectionDetailsRules,
  platformDocumentTypeIds,
  type DealDocumentType,
} from '@portal/contracts/deal-stages';
import { priceBounds } from '@portal/contracts/numbers';
import { DomainError } from '../../platform/errors';
import type { AvailableAction, DealActor, DealCommand, TransitionContext } from './deal-commands';
import { commandsOf, entryStages, roleInDeal, transition } from './deal-machine';
import { liveVersion, type CommandOf, type GroupCommandType } from './deal-rules/rule-kit';
import type { DealDocumentFile, DealState } from './deal-state';

/**
 * What an actor may do on a deal now, as the client offers it: every candidate command is tried on the
 * machine itself (./deal-machine.ts), so the client offers exactly what the server will accept.
 */

const probeTime = new Date(0);
const probeContext: TransitionContext = { dueDays: {} };
const probeDocumentId = 'probe:available-actions';

/** A file the machine accepts for this type (the first of its formats), to ask it whether an upload fits. */
export function probeFile(type: DealDocumentType): DealDocumentFile {
  const extension = dealDocumentTypes[type].accepts.extensions[0]!;
  return {
    file_name: `probe.${extension}`,
    file_type: dealFileFormats[extension],
    size: 1,
    sha256: '0'.repeat(64),
  };
}

/** How the client is offered each group command, and valid data to try it with. */
const groupOffers: {
  [T in GroupCommandType]: (deal: DealState) => { action: AvailableAction; probe: CommandOf<T> } | null;
} = {
  proceed: () => ({ action: { type: 'proceed' }, probe: { type: 'proceed' } }),
  'review-spa': (deal) => {
    const spa = liveVersion(deal, 'initial-spa');
    if (!spa) return null;
    return {
      action: {
        type: 'review-spa',
        documentId: spa.document_id,
        version: spa.version,
        decisions: ['accept', 'request-changes'],
      },
      probe: { type: 'review-spa', decision: 'accept' },
    };
  },
  'complete-verification': () => ({
    action: { type: 'complete-verification' },
    probe: { type: 'complete-verification', note: 'probe' },
  }),
  'confirm-seller-payment': () => ({
    action: { type: 'confirm-seller-payment' },
    probe: { type: 'confirm-seller-payment' },
  }),
  'confirm-fee-payment': () => ({
    action: { type: 'confirm-fee-payment' },
    probe: { type: 'confirm-fee-payment' },
  }),
  'submit-inspection-details': () => ({
    action: { type: 'submit-inspection-details' },
    probe: {
      type: 'submit-inspection-details',
      latitude: '0',
      longitude: '0',
      instructions: 'x'.repeat(inspectionDetailsRules.minInstructionsLength),
    },
  }),
  'confirm-title-transfer': () => ({
    action: { type: 'confirm-title-transfer' },
    probe: { type: 'confirm-title-transfer' },
  }),
  'confirm-receipt': () => ({ action: { type: 'confirm-receipt' }, probe: { type: 'confirm-receipt' } }),
};

/**
 * The commands `actor` may issue now, found by trying each candidate on the machine itself, so the
 * client offers exactly what the server will accept: for admins the pending reviews first; then group
 * by group the actor's uploads and the group's commands of its role; for admins the overrides last.
 */
export function availableActions(deal: DealState, actor: DealActor): AvailableAction[] {
  const role = roleInDeal(deal, actor);
  if (role === null || role === 'mandate') return [];
  const allowed = (command: DealCommand) => {
    try {
      transition(deal, command, actor, probeTime, probeContext);
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  };
  const actions: AvailableAction[] = [];
  const offer = (action: AvailableAction, command: DealCommand = action as DealCommand) => {
    if (allowed(command)) actions.push(action);
  };

  if (role === 'admin')
    for (const type of dealDocumentTypeIds) {
      const live = liveVersion(deal, type);
      if (live?.review.status !== 'pending') continue;
      offer(
        {
          type: 'review-document',
          documentId: live.document_id,
          documentType: type,
          version: live.version,
          decisions: ['approve', 'deny', 'request-changes'],
        },
        { type: 'review-document', documentId: live.document_id, decision: 'approve' },
      );
    }

  if (role !== 'admin')
    for (const type of dealDocumentTypeIds) {
      const live = liveVersion(deal, type);
      if (live?.company_hold?.status !== 'held') continue;
      offer(
        { type: 'release-document', documentId: live.document_id, documentType: type, version: live.version },
        { type: 'release-document', documentId: live.document_id },
      );
    }

  for (const group of dealGroups) {
    for (const documentType of group.documents) {
      if (dealDocumentTypes[documentType].uploadedBy !== role) continue;
      offer(
        { type: 'upload-document', documentType, version: (deal.documents[documentType]?.length ?? 0) + 1 },
        {
          type: 'upload-document',
          documentType,
          documentId: probeDocumentId,
          file: probeFile(documentType),
          // a valid price, like the probe file, so that only the deal's state decides
          finalUnitPrice: priceBounds.min,
        },
      );
    }
    for (const [type, rule] of commandsOf(group.id)) {
      if (rule.by !== role) continue;
      const candidate = (
        groupOffers[type] as (deal: DealState) => { action: AvailableAction; probe: DealCommand } | null
      )(deal);
      if (candidate) offer(candidate.action, candidate.probe);
    }
  }

  if (role === 'admin') {
    const stages = entryStages.filter((stage) => allowed({ type: 'override-stage', stage, reason: 'probe' }));
    if (stages.length) actions.push({ type: 'override-stage', stages });
    offer({ type: 'cancel' }, { type: 'cancel', reason: 'probe' });
    for (const documentType of platformDocumentTypeIds)
      offer({ type: 'reissue-platform-document', documentType });
  }
  return actions;
}

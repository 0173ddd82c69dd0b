import {
  dealDocumentTypeIds,
  dealDocumentTypes,
  dealFileFormats,
  dealGroup,
  dealGroupIds,
  dealGroups,
  dealStage,
  groupIndex,
  inspectionDetailsRules,
  isDealDocumentType,
  isPlatformDocumentType,
  platformDocumentTypeIds,
  platformDocumentTypes,
  reviewCommentMessages,
  stageInfo,
  type DealActingRole,
  type DealDocumentType,
  type DealFileExtension,
  type DealGroupId,
  type DealPartyRole,
  type DealStage,
  type PlatformDocumentType,
} from '@portal/contracts/deal-stages';
import { conflict, DomainError, forbidden, invalid, notFound } from '../../platform/errors';
import type {
  AvailableAction,
  AwaitedNotice,
  AwaitedParty,
  DealActor,
  DealCommand,
  DealCommandType,
  TransitionContext,
  TransitionResult,
} from './deal-commands';
import {
  addDays,
  confirmationGroups,
  type DealAuditAction,
  type DealAuditEvent,
  type DealConfirmation,
  type DealDocumentFile,
  type DealDocumentVersion,
  type DealState,
} from './deal-state';

/**
 * The deal's state machine: which command fits which state, what it changes, and what the deal waits
 * for. Pure: the caller reads the deal, passes the time and the platform's due days, and writes the
 * returned deal (one conditional write on its version) with the returned audit events.
 *
 * The rules, in short: the first value of each group means "the group is open"; a later value is set by
 * the acting party's own upload or confirmation, never by the platform's approval; a group is left when
 * the approvals or confirmations of its exit are there, straight into the next group's first value in the
 * same change. A denied or returned document goes back to its uploader (the stage stays) and its next
 * upload becomes version n+1.
 */

// ---------------------------------------------------------------------------------------------------
// Reading the state

/** The current version of a document type: the latest, unless a later move of the deal reopened it. */
export function liveVersion(deal: DealState, type: DealDocumentType): DealDocumentVersion | null {
  const latest = deal.documents[type]?.at(-1);
  return latest && !latest.superseded ? latest : null;
}

const isApproved = (deal: DealState, type: DealDocumentType) =>
  liveVersion(deal, type)?.review.status === 'approved';

/** The buyer asked for changes on the approved sanitized SPA it was shown. */
function spaSentBack(deal: DealState): boolean {
  const live = liveVersion(deal, 'initial-spa');
  const review = deal.confirmations.buyer_spa_review;
  return (
    live?.review.status === 'approved' &&
    review?.version === live.version &&
    review.decision === 'request-changes'
  );
}

/** The uploader owes a (new) version: none yet, or the current one was denied or returned. */
function outstanding(deal: DealState, type: DealDocumentType): boolean {
  const live = liveVersion(deal, type);
  if (!live) return true;
  if (live.review.status === 'denied' || live.review.status === 'changes-requested') return true;
  return type === 'initial-spa' && spaSentBack(deal);
}

/** Uploaded and not refused: awaiting review or approved. */
const handedIn = (deal: DealState, type: DealDocumentType) => !outstanding(deal, type);

const isClosed = (deal: DealState) => deal.status === 'closed' || deal.stage === 'deal-closed';

function findVersion(deal: DealState, documentId: string): DealDocumentVersion | undefined {
  for (const type of dealDocumentTypeIds) {
    const found = deal.documents[type]?.find((version) => version.document_id === documentId);
    if (found) return found;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// What the deal waits for

interface Need {
  party: AwaitedParty;
  verb: string;
  object?: string;
}

const noun = (type: DealDocumentType) => `the ${dealDocumentTypes[type].noun}`;

function documentNeed(deal: DealState, type: DealDocumentType): Need | null {
  const live = liveVersion(deal, type);
  const uploader = dealDocumentTypes[type].uploadedBy;
  if (!live) return { party: uploader, verb: 'upload', object: noun(type) };
  if (outstanding(deal, type))
    return { party: uploader, verb: 'upload a new version of', object: noun(type) };
  if (live.review.status === 'pending') return { party: 'platform', verb: 'review', object: noun(type) };
  return null;
}

/** Everything the deal waits for now, party by party. */
function needsOf(deal: DealState): Need[] {
  if (isClosed(deal) || deal.status === 'cancelled') return [];
  const stage = dealStage(deal.stage);
  if (!stage) return [{ party: 'platform', verb: 'move the deal to a known stage' }];
  // A group's last value is passed through on the way to the next group; a deal resting there needs an admin.
  if (stage.actingRoles.length === 0) return [{ party: 'platform', verb: 'move the deal to the next stage' }];

  const needs: Array<Need | null> = [];
  const documents = (...types: DealDocumentType[]) => types.forEach((t) => needs.push(documentNeed(deal, t)));
  const c = deal.confirmations;
  switch (stage.group) {
    case 'deal-initiated':
      needs.push({ party: 'buyer', verb: 'proceed, accepting the FCO terms and conditions' });
      break;
    case 'initial-spa': {
      documents('initial-spa');
      const live = liveVersion(deal, 'initial-spa');
      if (live?.review.status === 'approved' && c.buyer_spa_review?.version !== live.version)
        needs.push({ party: 'buyer', verb: 'review', object: noun('initial-spa') });
      break;
    }
    case 'proof-documents':
      documents('proof-documents', 'proof-of-funds');
      break;
    case 'verification':
      needs.push({ party: 'platform', verb: 'complete the verification' });
      break;
    case 'final-spa':
      documents('final-spa');
      if (isApproved(deal, 'final-spa')) documents('final-spa-signed');
      break;
    case 'icpo':
      documents('icpo');
      if (isApproved(deal, 'icpo')) documents('icpo-signed');
      break;
    case 'commercial-invoice':
      documents('commercial-invoice');
      if (isApproved(deal, 'commercial-invoice')) documents('seller-invoice-signed');
      documents('serval-invoice-signed');
      break;
    case 'payment':
      if (stage.value === 'payment-proof-issued' || stage.value === 'seller-payment-confirmed') {
        documents('payment-instructions');
        if (isApproved(deal, 'payment-instructions')) documents('seller-payment-confirmation');
        documents('serval-payment-confirmation');
        if (mayConfirmSellerPayment(deal))
          needs.push({ party: 'seller', verb: 'confirm receipt of', object: "the buyer's payment" });
        if (mayConfirmFeePayment(deal))
          needs.push({ party: 'platform', verb: 'confirm the platform fee payment' });
      } else if (!c.inspection_details) {
        needs.push({ party: 'seller', verb: 'submit the inspection details' });
      } else {
        documents('inspection-report');
      }
      break;
    case 'title-transfer':
      if (!c.seller_title_transfer)
        needs.push({ party: 'seller', verb: 'confirm delivery and title transfer' });
      else if (!c.buyer_receipt) needs.push({ party: 'buyer', verb: 'confirm receipt and title transfer' });
      break;
    case 'closing':
      break;
  }
  return needs.filter((need): need is Need => need !== null);
}

const mayConfirmSellerPayment = (deal: DealState) =>
  deal.stage === 'payment-proof-issued' &&
  isApproved(deal, 'payment-instructions') &&
  handedIn(deal, 'seller-payment-confirmation') &&
  !deal.confirmations.seller_payment_received;

const mayConfirmFeePayment = (deal: DealState) =>
  deal.stage === 'seller-payment-confirmed' &&
  isApproved(deal, 'seller-payment-confirmation') &&
  isApproved(deal, 'serval-payment-confirmation') &&
  !deal.confirmations.fee_payment_confirmed;

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const awaitedOrder: readonly AwaitedParty[] = ['seller', 'buyer', 'platform'];

/** 'the seller to upload the proof of product and confirm …', or null when nothing is awaited from it. */
function clauseOf(party: AwaitedParty, needs: Need[]): string | null {
  const byVerb = new Map<string, string[]>();
  for (const need of needs.filter((n) => n.party === party)) {
    const objects = byVerb.get(need.verb) ?? [];
    if (need.object) objects.push(need.object);
    byVerb.set(need.verb, objects);
  }
  if (byVerb.size === 0) return null;
  const phrases = [...byVerb].map(([verb, objects]) =>
    objects.length ? `${verb} ${listed(objects)}` : verb,
  );
  return `the ${party} to ${listed(phrases)}`;
}

export type Awaiting = Record<AwaitedParty, string | null>;

/** Per party, what the deal waits for from it now ('Waiting for the seller to upload the final SPA'). */
export function awaiting(deal: DealState): Awaiting {
  const needs = needsOf(deal);
  const sentence = (party: AwaitedParty) => {
    const clause = clauseOf(party, needs);
    return clause ? `Waiting for ${clause}` : null;
  };
  return { seller: sentence('seller'), buyer: sentence('buyer'), platform: sentence('platform') };
}

/** The refusal of a command that does not fit the current state: what the deal waits for instead. */
function outOfOrder(deal: DealState): DomainError {
  const needs = needsOf(deal);
  const clauses = awaitedOrder.map((party) => clauseOf(party, needs)).filter((c): c is string => c !== null);
  return conflict(`The deal is waiting for ${listed(clauses)}.`);
}

// ---------------------------------------------------------------------------------------------------
// Who may issue what

const commandRoles: Readonly<Record<DealCommandType, { roles: readonly DealActingRole[]; refusal: string }>> =
  {
    proceed: { roles: ['buyer'], refusal: 'Only the buyer can proceed with the deal.' },
    'upload-document': {
      roles: ['buyer', 'seller'],
      refusal: 'Only the buyer and the seller upload deal documents; the platform generates its own.',
    },
    'review-document': { roles: ['admin'], refusal: 'Only an admin can review documents.' },
    'review-spa': { roles: ['buyer'], refusal: 'Only the buyer reviews the sanitized initial SPA.' },
    'complete-verification': { roles: ['admin'], refusal: 'Only an admin can complete the verification.' },
    'confirm-seller-payment': {
      roles: ['seller'],
      refusal: "Only the seller confirms receipt of the buyer's payment.",
    },
    'confirm-fee-payment': {
      roles: ['admin'],
      refusal: 'Only an admin can confirm the platform fee payment.',
    },
    'submit-inspection-details': {
      roles: ['seller'],
      refusal: 'Only the seller submits the inspection details.',
    },
    'confirm-title-transfer': {
      roles: ['seller'],
      refusal: 'Only the seller confirms delivery and title transfer.',
    },
    'confirm-receipt': { roles: ['buyer'], refusal: 'Only the buyer confirms receipt and title transfer.' },
    'override-stage': { roles: ['admin'], refusal: 'Only an admin can move a deal to another stage.' },
    cancel: { roles: ['admin'], refusal: 'Only an admin can cancel a deal.' },
    'reissue-platform-document': {
      roles: ['admin'],
      refusal: 'Only an admin can issue a platform document again.',
    },
  };

export const dealNotFoundMessage = 'Deal not found';
export const mandateReadOnlyMessage = 'A mandate follows the deal read-only.';

/** The actor's part in this deal, or null for a user who has none (the deal does not exist for them). */
export function roleInDeal(deal: DealState, actor: DealActor): DealActingRole | 'mandate' | null {
  switch (actor.role) {
    case 'admin':
    case 'mandate':
      return actor.role;
    case 'buyer':
      return actor.userId === deal.buyer_id ? 'buyer' : null;
    case 'seller':
      return actor.userId === deal.seller_id ? 'seller' : null;
    default:
      return null;
  }
}

function authorise(deal: DealState, command: DealCommand, actor: DealActor): DealActingRole {
  const role = roleInDeal(deal, actor);
  if (role === null) throw notFound(dealNotFoundMessage);
  if (role === 'mandate') throw forbidden(mandateReadOnlyMessage);
  const rule = Object.hasOwn(commandRoles, command?.type) ? commandRoles[command.type] : undefined;
  if (!rule) throw invalid('Unknown command.', 'type');
  if (!rule.roles.includes(role)) throw forbidden(rule.refusal);
  if (command.type === 'upload-document') {
    const type = command.documentType;
    if (isPlatformDocumentType(type))
      throw forbidden(`The platform generates the ${platformDocumentTypes[type].noun}.`);
    if (!isDealDocumentType(type)) throw invalid('Unknown document type.', 'documentType');
    const uploader = dealDocumentTypes[type].uploadedBy;
    if (uploader !== role) throw forbidden(`Only the ${uploader} uploads ${noun(type)}.`);
  }
  return role;
}

// ---------------------------------------------------------------------------------------------------
// Checking command data

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function requireText(value: unknown, message: string, field: string): string {
  const trimmed = text(value);
  if (!trimmed) throw invalid(message, field);
  return trimmed;
}

function checkFile(type: DealDocumentType, documentId: unknown, file: DealDocumentFile | undefined) {
  requireText(documentId, 'The document id is required.', 'documentId');
  const accepted = dealDocumentTypes[type].accepts.extensions;
  const formats = listed(accepted.map((e) => e.toUpperCase())).replace(/ and (\w+)$/, ' or $1');
  const name = text(file?.file_name);
  if (!name) throw invalid('Choose a file to upload.', 'file.file_name');
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() as DealFileExtension | undefined;
  if (!extension || !accepted.includes(extension) || dealFileFormats[extension] !== file?.file_type)
    throw invalid(`The ${dealDocumentTypes[type].noun} must be a ${formats} file.`, 'file');
  if (!Number.isInteger(file.size) || file.size <= 0) throw invalid('The file is empty.', 'file.size');
  if (typeof file.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(file.sha256))
    throw invalid('The SHA-256 of the file must be 64 lower-case hexadecimal digits.', 'file.sha256');
}

function checkInspectionDetails(command: Extract<DealCommand, { type: 'submit-inspection-details' }>) {
  const { messages, minInstructionsLength } = inspectionDetailsRules;
  const latitude = requireText(command.latitude, messages.latitude, 'latitude');
  const longitude = requireText(command.longitude, messages.longitude, 'longitude');
  const instructions = text(command.instructions);
  if (instructions.length < minInstructionsLength) throw invalid(messages.instructions, 'instructions');
  return { latitude, longitude, instructions };
}

const entryStages = dealGroups.map((group) => group.entry);

// ---------------------------------------------------------------------------------------------------
// Changing the state

/** A sub-step value a party's own upload sets (with the other document of the pair already handed in). */
const uploadAdvances: Partial<
  Record<DealDocumentType, { from: DealStage; to: DealStage; withHandedIn?: DealDocumentType }>
> = {
  'initial-spa': { from: 'fco-tc-accepted', to: 'sanitized-spa-submitted' },
  'final-spa-signed': { from: 'final-spa-uploaded', to: 'final-spa-countersigned' },
  'icpo-signed': { from: 'icpo-uploaded', to: 'icpo-countersigned' },
  'seller-invoice-signed': {
    from: 'invoice-uploaded',
    to: 'invoice-countersigned',
    withHandedIn: 'serval-invoice-signed',
  },
  'serval-invoice-signed': {
    from: 'invoice-uploaded',
    to: 'invoice-countersigned',
    withHandedIn: 'seller-invoice-signed',
  },
  'inspection-report': { from: 'serval-payment-confirmed', to: 'inspection-report-submitted' },
};

/** What must be approved or given before a document can be uploaded (the party works from it). */
const uploadPrerequisites: Partial<Record<DealDocumentType, (deal: DealState) => boolean>> = {
  'final-spa-signed': (deal) => isApproved(deal, 'final-spa'),
  'icpo-signed': (deal) => isApproved(deal, 'icpo'),
  'seller-invoice-signed': (deal) => isApproved(deal, 'commercial-invoice'),
  'seller-payment-confirmation': (deal) => isApproved(deal, 'payment-instructions'),
  'inspection-report': (deal) => deal.confirmations.inspection_details !== null,
};

/** When each group is left for the next one. */
const exitConditions: Readonly<Record<DealGroupId, (deal: DealState) => boolean>> = {
  'deal-initiated': (deal) => deal.confirmations.buyer_proceeded !== null,
  'initial-spa': (deal) => {
    const live = liveVersion(deal, 'initial-spa');
    const review = deal.confirmations.buyer_spa_review;
    return (
      live?.review.status === 'approved' && review?.version === live.version && review.decision === 'accept'
    );
  },
  'proof-documents': (deal) => isApproved(deal, 'proof-documents') && isApproved(deal, 'proof-of-funds'),
  verification: (deal) => deal.confirmations.verification !== null,
  'final-spa': (deal) => isApproved(deal, 'final-spa') && isApproved(deal, 'final-spa-signed'),
  icpo: (deal) => isApproved(deal, 'icpo') && isApproved(deal, 'icpo-signed'),
  'commercial-invoice': (deal) =>
    isApproved(deal, 'commercial-invoice') &&
    isApproved(deal, 'seller-invoice-signed') &&
    isApproved(deal, 'serval-invoice-signed'),
  payment: (deal) =>
    deal.confirmations.fee_payment_confirmed !== null && isApproved(deal, 'inspection-report'),
  'title-transfer': (deal) => deal.confirmations.buyer_receipt !== null,
  closing: () => false,
};

type EventDocument = DealAuditEvent['document'];

const documentOf = (version: DealDocumentVersion): EventDocument => ({
  id: version.document_id,
  type: version.document_type,
  version: version.version,
  sha256: version.file.sha256,
});

/** One transition being built: a copy of the deal, its audit entries and the documents to generate. */
class Change {
  readonly deal: DealState;
  readonly events: DealAuditEvent[] = [];
  readonly generate: PlatformDocumentType[] = [];
  readonly now: string;

  constructor(
    original: DealState,
    readonly actor: DealActor,
    readonly role: DealActingRole,
    readonly at: Date,
    readonly context: TransitionContext,
  ) {
    this.deal = structuredClone(original);
    this.now = at.toISOString();
    this.deal.version = original.version + 1;
    this.deal.updated_at = this.now;
  }

  stamp() {
    return { by: this.actor.userId, at: this.now };
  }

  private setStage(stage: DealStage) {
    this.deal.stage = stage;
    this.deal.progress = stageInfo(stage).progress;
  }

  record(
    action: DealAuditAction,
    from: string,
    to: string,
    document: EventDocument = null,
    comment?: string | null,
  ) {
    this.events.push({
      deal_id: this.deal.id,
      deal_version: this.deal.version,
      seq: this.events.length,
      actor: this.actor.userId,
      actor_role: this.role,
      action,
      from,
      to,
      document,
      comment: comment ?? null,
      at: this.now,
    });
  }

  /**
   * Records the command's own effect (the stage value it sets), then, when that completes the group's
   * exit, passes through the group's last value into the next group in the same change.
   */
  finish(
    action: DealAuditAction,
    subStage: DealStage,
    document: EventDocument = null,
    comment?: string | null,
  ): void {
    const from = this.deal.stage;
    const group = stageInfo(from).group;
    const exited = group !== null && exitConditions[group](this.deal);
    const to = exited ? dealGroup(group).stages.at(-1)! : subStage;
    this.setStage(to);
    this.record(action, from, to, document, comment);
    if (exited) this.enterGroup(dealGroupIds[groupIndex(group) + 1]!, 'group-entered');
  }

  /** Opens a group: its first value, its due date, its platform documents; closing closes the deal. */
  enterGroup(group: DealGroupId, action: 'group-entered' | 'stage-overridden', comment?: string) {
    const info = dealGroup(group);
    const from = this.deal.stage;
    this.setStage(info.entry);
    const days = this.context.dueDays[group];
    if (group !== 'closing' && typeof days === 'number' && Number.isFinite(days))
      this.deal.due_dates[group] = addDays(this.at, days);
    else delete this.deal.due_dates[group];
    if (groupIndex(group) >= groupIndex('icpo') && !this.deal.seller_company_revealed_at)
      this.deal.seller_company_revealed_at = this.now;
    if (group === 'closing') {
      this.deal.status = 'closed';
      this.deal.closed_at = this.now;
    }
    this.record(action, from, info.entry, null, comment);
    for (const type of info.generates) this.issue(type, 'group-opened');
  }

  issue(type: PlatformDocumentType, reason: 'group-opened' | 'reissued') {
    const issues = (this.deal.platform_documents[type] ??= []);
    const issue = issues.length + 1;
    issues.push({ issue, requested_at: this.now, requested_by: this.actor.userId, reason });
    this.generate.push(type);
    const stage = this.deal.stage;
    this.record('platform-document-issued', stage, stage, { id: null, type, version: issue, sha256: null });
  }

  /** An admin's move to a group starts that group and every later one afresh; their history stays. */
  reopenFrom(group: DealGroupId) {
    const from = groupIndex(group);
    for (const type of dealDocumentTypeIds) {
      if (groupIndex(dealDocumentTypes[type].group) < from) continue;
      for (const version of this.deal.documents[type] ?? []) version.superseded = true;
    }
    for (const [confirmation, owner] of Object.entries(confirmationGroups) as [
      DealConfirmation,
      DealGroupId,
    ][]) {
      if (groupIndex(owner) >= from) this.deal.confirmations[confirmation] = null;
    }
  }
}

type CommandOf<T extends DealCommandType> = Extract<DealCommand, { type: T }>;
type Handler<T extends DealCommandType> = (
  change: Change,
  command: CommandOf<T>,
  original: DealState,
) => void;

const handlers: { [T in DealCommandType]: Handler<T> } = {
  proceed(change, _command, deal) {
    if (deal.stage !== 'inquiry-submitted') throw outOfOrder(deal);
    change.deal.confirmations.buyer_proceeded = change.stamp();
    change.finish('buyer-proceeded', 'inquiry-submitted');
  },

  'upload-document'(change, command, deal) {
    const type = command.documentType as DealDocumentType;
    checkFile(type, command.documentId, command.file);
    const documentId = text(command.documentId);
    if (findVersion(deal, documentId)) throw conflict('A document with this id is already part of the deal.');
    const stage = dealStage(deal.stage);
    const prerequisite = uploadPrerequisites[type];
    if (!stage?.uploads.includes(type) || (prerequisite && !prerequisite(deal)) || !outstanding(deal, type))
      throw outOfOrder(deal);

    const versions = (change.deal.documents[type] ??= []);
    for (const earlier of versions) earlier.superseded = true;
    const version: DealDocumentVersion = {
      document_id: documentId,
      document_type: type,
      version: versions.length + 1,
      uploaded_by: change.actor.userId,
      uploader_role: change.role as DealPartyRole,
      uploaded_at: change.now,
      stage_at_upload: deal.stage,
      file: { ...command.file, file_name: text(command.file.file_name) },
      review: { status: 'pending', by: null, at: null, comment: null },
      superseded: false,
    };
    versions.push(version);
    const advance = uploadAdvances[type];
    const advances =
      advance?.from === deal.stage && (!advance.withHandedIn || handedIn(change.deal, advance.withHandedIn));
    change.finish('document-uploaded', advances ? advance.to : stage.value, documentOf(version));
  },

  'review-document'(change, command, deal) {
    const decision = command.decision;
    if (decision !== 'approve' && decision !== 'deny' && decision !== 'request-changes')
      throw invalid('The decision must be approve, deny or request-changes.', 'decision');
    const comment = text(command.comment);
    if (decision !== 'approve' && !comment) throw invalid(reviewCommentMessages[decision], 'comment');
    const found = findVersion(deal, text(command.documentId));
    if (!found) throw invalid('There is no document with this id in the deal.', 'documentId');
    const what = `Version ${found.version} of ${noun(found.document_type)}`;
    if (found.superseded) throw conflict(`${what} is no longer current.`);
    if (found.review.status !== 'pending') {
      const reviewed = {
        approved: 'approved',
        denied: 'denied',
        'changes-requested': 'returned for changes',
      };
      throw conflict(`${what} was already ${reviewed[found.review.status]}.`);
    }
    const version = liveVersion(change.deal, found.document_type)!;
    const status = decision === 'approve' ? 'approved' : decision === 'deny' ? 'denied' : 'changes-requested';
    version.review = { status, by: change.actor.userId, at: change.now, comment: comment || null };
    const action = decision === 'approve' ? 'document-approved' : `document-${status}`;
    change.finish(action as DealAuditAction, deal.stage as DealStage, documentOf(version), comment || null);
  },

  'review-spa'(change, command, deal) {
    const decision = command.decision;
    if (decision !== 'accept' && decision !== 'request-changes')
      throw invalid('The decision must be accept or request-changes.', 'decision');
    const comment = text(command.comment);
    if (decision === 'request-changes' && !comment) throw invalid(reviewCommentMessages[decision], 'comment');
    const live = liveVersion(deal, 'initial-spa');
    if (
      deal.stage !== 'sanitized-spa-submitted' ||
      live?.review.status !== 'approved' ||
      deal.confirmations.buyer_spa_review?.version === live.version
    )
      throw outOfOrder(deal);
    change.deal.confirmations.buyer_spa_review = {
      ...change.stamp(),
      version: live.version,
      decision,
      comment: comment || null,
    };
    if (decision === 'accept')
      change.finish('spa-accepted', 'sanitized-spa-accepted', documentOf(live), comment || null);
    // Back to the group's entry: the seller owes version n+1.
    else change.finish('spa-changes-requested', 'fco-tc-accepted', documentOf(live), comment);
  },

  'complete-verification'(change, command, deal) {
    const note = requireText(command.note, 'Please record a verification note.', 'note');
    if (deal.stage !== 'information-exchange') throw outOfOrder(deal);
    change.deal.confirmations.verification = { ...change.stamp(), note };
    change.finish('verification-completed', 'information-exchange', null, note);
  },

  'confirm-seller-payment'(change, _command, deal) {
    if (!mayConfirmSellerPayment(deal)) throw outOfOrder(deal);
    change.deal.confirmations.seller_payment_received = change.stamp();
    change.finish('seller-payment-confirmed', 'seller-payment-confirmed');
  },

  'confirm-fee-payment'(change, _command, deal) {
    if (!mayConfirmFeePayment(deal)) throw outOfOrder(deal);
    change.deal.confirmations.fee_payment_confirmed = change.stamp();
    change.finish('fee-payment-confirmed', 'serval-payment-confirmed');
  },

  'submit-inspection-details'(change, command, deal) {
    const details = checkInspectionDetails(command);
    if (deal.stage !== 'serval-payment-confirmed' || deal.confirmations.inspection_details)
      throw outOfOrder(deal);
    change.deal.confirmations.inspection_details = { ...change.stamp(), ...details };
    change.finish('inspection-details-submitted', 'serval-payment-confirmed');
  },

  'confirm-title-transfer'(change, _command, deal) {
    if (deal.stage !== 'product-transferred' || deal.confirmations.seller_title_transfer)
      throw outOfOrder(deal);
    change.deal.confirmations.seller_title_transfer = change.stamp();
    change.finish('title-transfer-confirmed', 'product-transferred');
  },

  'confirm-receipt'(change, _command, deal) {
    const c = deal.confirmations;
    if (deal.stage !== 'product-transferred' || !c.seller_title_transfer || c.buyer_receipt)
      throw outOfOrder(deal);
    change.deal.confirmations.buyer_receipt = change.stamp();
    change.finish('receipt-confirmed', 'buyer-confirms-receipt');
  },

  'override-stage'(change, command) {
    const reason = requireText(command.reason, 'Please give a reason for moving the deal.', 'reason');
    const target = dealGroups.find((group) => group.entry === command.stage);
    if (!target)
      throw invalid(`A deal moves only to the first stage of a group: ${entryStages.join(', ')}.`, 'stage');
    change.reopenFrom(target.id);
    change.enterGroup(target.id, 'stage-overridden', reason);
  },

  cancel(change, command, deal) {
    const reason = requireText(command.reason, 'Please give a reason for cancelling the deal.', 'reason');
    change.deal.status = 'cancelled';
    change.deal.cancellation = { ...change.stamp(), reason };
    change.record('deal-cancelled', deal.stage, deal.stage, null, reason);
  },

  'reissue-platform-document'(change, command, deal) {
    const type = command.documentType;
    if (!isPlatformDocumentType(type)) throw invalid('Unknown platform document type.', 'documentType');
    const info = platformDocumentTypes[type];
    if (groupIndex(info.group) > groupIndex(stageInfo(deal.stage).group))
      throw conflict(
        `The platform generates the ${info.noun} when the ${dealGroup(info.group).label} stage opens.`,
      );
    change.issue(type, 'reissued');
  },
};

/**
 * Applies a command of `actor` to the deal at time `at`. Refusals are DomainErrors: not_found for a user
 * with no part in the deal, forbidden for a command that is not this actor's, invalid (with the field)
 * for bad command data, conflict for a command that does not fit the deal's state (the message says what
 * the deal waits for).
 */
export function transition(
  deal: DealState,
  command: DealCommand,
  actor: DealActor,
  at: Date,
  context: TransitionContext,
): TransitionResult {
  const role = authorise(deal, command, actor);
  if (isClosed(deal)) throw conflict('This deal is closed.');
  if (deal.status === 'cancelled') throw conflict('This deal was cancelled.');
  const change = new Change(deal, actor, role, at, context);
  (handlers[command.type] as Handler<DealCommandType>)(change, command, deal);
  return {
    deal: change.deal,
    events: change.events,
    generate: change.generate,
    notify: newlyAwaited(awaiting(deal), awaiting(change.deal)),
  };
}

function newlyAwaited(before: Awaiting, after: Awaiting): AwaitedNotice[] {
  return awaitedOrder.flatMap((party) => {
    const message = after[party];
    return message && message !== before[party] ? [{ party, message }] : [];
  });
}

// ---------------------------------------------------------------------------------------------------
// What an actor may do now

const probeTime = new Date(0);
const probeContext: TransitionContext = { dueDays: {} };
const probeDocumentId = 'probe:available-actions';

export function probeFile(type: DealDocumentType): DealDocumentFile {
  const extension = dealDocumentTypes[type].accepts.extensions[0]!;
  return {
    file_name: `probe.${extension}`,
    file_type: dealFileFormats[extension],
    size: 1,
    sha256: '0'.repeat(64),
  };
}

/**
 * The commands `actor` may issue now, found by trying each candidate on the machine itself, so the
 * client offers exactly what the server will accept.
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

  if (role === 'admin') {
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
    offer({ type: 'complete-verification' }, { type: 'complete-verification', note: 'probe' });
    offer({ type: 'confirm-fee-payment' });
    const stages = entryStages.filter((stage) => allowed({ type: 'override-stage', stage, reason: 'probe' }));
    if (stages.length) actions.push({ type: 'override-stage', stages });
    offer({ type: 'cancel' }, { type: 'cancel', reason: 'probe' });
    for (const documentType of platformDocumentTypeIds)
      offer({ type: 'reissue-platform-document', documentType });
    return actions;
  }

  if (role === 'buyer') {
    offer({ type: 'proceed' });
    const spa = liveVersion(deal, 'initial-spa');
    if (spa)
      offer(
        {
          type: 'review-spa',
          documentId: spa.document_id,
          version: spa.version,
          decisions: ['accept', 'request-changes'],
        },
        { type: 'review-spa', decision: 'accept' },
      );
  }
  for (const documentType of dealDocumentTypeIds) {
    if (dealDocumentTypes[documentType].uploadedBy !== role) continue;
    offer(
      { type: 'upload-document', documentType, version: (deal.documents[documentType]?.length ?? 0) + 1 },
      { type: 'upload-document', documentType, documentId: probeDocumentId, file: probeFile(documentType) },
    );
  }
  if (role === 'seller') {
    offer({ type: 'confirm-seller-payment' });
    offer(
      { type: 'submit-inspection-details' },
      {
        type: 'submit-inspection-details',
        latitude: '0',
        longitude: '0',
        instructions: 'x'.repeat(inspectionDetailsRules.minInstructionsLength),
      },
    );
    offer({ type: 'confirm-title-transfer' });
  }
  if (role === 'buyer') offer({ type: 'confirm-receipt' });
  return actions;
}

// ---------------------------------------------------------------------------------------------------
// The timeline

export interface GroupMark {
  group: DealGroupId;
  label: string;
  status: 'completed' | 'current' | 'upcoming';
  /** Green B / S marker: that party has done its part of the group (all of it for a completed group). */
  buyerDone: boolean;
  sellerDone: boolean;
  showsPartyMarkers: boolean;
  dueAt: string | null;
}

/** Each party's part of a group: its documents handed in (awaiting review or approved) and its confirmations. */
const partyParts: Readonly<Record<DealGroupId, Record<DealPartyRole, (deal: DealState) => boolean>>> = {
  'deal-initiated': {
    buyer: (deal) => deal.confirmations.buyer_proceeded !== null,
    seller: () => false,
  },
  'initial-spa': {
    buyer: (deal) => exitConditions['initial-spa'](deal),
    seller: (deal) => handedIn(deal, 'initial-spa'),
  },
  'proof-documents': {
    buyer: (deal) => handedIn(deal, 'proof-of-funds'),
    seller: (deal) => handedIn(deal, 'proof-documents'),
  },
  verification: { buyer: () => false, seller: () => false },
  'final-spa': {
    buyer: (deal) => handedIn(deal, 'final-spa-signed'),
    seller: (deal) => handedIn(deal, 'final-spa'),
  },
  icpo: {
    buyer: (deal) => handedIn(deal, 'icpo'),
    seller: (deal) => handedIn(deal, 'icpo-signed'),
  },
  'commercial-invoice': {
    buyer: (deal) => handedIn(deal, 'seller-invoice-signed') && handedIn(deal, 'serval-invoice-signed'),
    seller: (deal) => handedIn(deal, 'commercial-invoice'),
  },
  payment: {
    buyer: (deal) =>
      handedIn(deal, 'seller-payment-confirmation') &&
      handedIn(deal, 'serval-payment-confirmation') &&
      handedIn(deal, 'inspection-report'),
    seller: (deal) =>
      handedIn(deal, 'payment-instructions') &&
      deal.confirmations.seller_payment_received !== null &&
      deal.confirmations.inspection_details !== null,
  },
  'title-transfer': {
    buyer: (deal) => deal.confirmations.buyer_receipt !== null,
    seller: (deal) => deal.confirmations.seller_title_transfer !== null,
  },
  closing: { buyer: () => false, seller: () => false },
};

/** The ten timeline rows: completed before the current group, current, upcoming after it. */
export function groupMarks(deal: DealState): GroupMark[] {
  const current = isClosed(deal) ? dealGroupIds.length : groupIndex(stageInfo(deal.stage).group);
  return dealGroups.map((group, index) => {
    const status = index < current ? 'completed' : index === current ? 'current' : 'upcoming';
    const done = (party: DealPartyRole) =>
      status === 'completed' ||
      (status === 'current' && group.showsPartyMarkers && partyParts[group.id][party](deal));
    return {
      group: group.id,
      label: group.label,
      status,
      buyerDone: done('buyer'),
      sellerDone: done('seller'),
      showsPartyMarkers: group.showsPartyMarkers,
      dueAt: deal.due_dates[group.id] ?? null,
    };
  });
}

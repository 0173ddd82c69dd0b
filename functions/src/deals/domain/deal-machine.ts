import {
  commitsCompany,
  dealDocumentTypeIds,
  dealDocumentTypes,
  dealFileFormats,
  dealGroup,
  dealGroupIds,
  dealGroups,
  dealStage,
  groupIndex,
  isDealDocumentType,
  isPlatformDocumentType,
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
import { roleMay, roleRefusal, type CompanyRight } from '@portal/contracts/company-roles';
import { conflict, DomainError, forbidden, invalid, notFound } from '../../platform/errors';
import {
  personOf,
  type AwaitedNotice,
  type AwaitedParty,
  type DealActor,
  type DealCommand,
  type DealCommandType,
  type TransitionContext,
  type TransitionResult,
} from './deal-commands';
import {
  checkFinalUnitPrice,
  feeInvoiceType,
  needsFinalPrice,
  readyToIssue,
} from './deal-rules/commercial-invoice';
import { groupRules } from './deal-rules/group-rules';
import {
  documentOf,
  liveVersion,
  requireText,
  text,
  type CommandOf,
  type EventDocument,
  type GroupCommand,
  type GroupCommandType,
  type GroupStep,
} from './deal-rules/rule-kit';
import {
  addDays,
  confirmationGroups,
  type DealAuditAction,
  type DealAuditEvent,
  type DealConfirmation,
  type DealDocumentFile,
  type DealDocumentVersion,
  type DealState,
  type PlatformDocumentIssue,
} from './deal-state';

/**
 * The deal's state machine, derived from the rules of each group (./deal-rules/, one record per group)
 * and the stage table (packages/contracts/src/deal-stages.ts): which command fits which state, what it
 * changes, what the deal waits for, what each actor may do now and the timeline's marks. Pure: the
 * caller reads the deal, passes the time and the platform's due days, and writes the returned deal (one
 * conditional write on its version) with the returned audit events.
 *
 * What holds for every group: the first value of a group means "the group is open"; a later value is
 * set by the acting party's own upload or confirmation, never by the platform's approval; a group is
 * left when its exit holds, straight into the next group's first value in the same change. A denied or
 * returned document goes back to its uploader (the stage stays) and its next upload becomes version n+1.
 */

// ---------------------------------------------------------------------------------------------------
// Reading the state through the rules

const uploadRule = (type: DealDocumentType) => groupRules[dealDocumentTypes[type].group].uploads[type];

/** The uploader owes a (new) version: none yet, the current one was refused, or its group's rule says so. */
function outstanding(deal: DealState, type: DealDocumentType): boolean {
  const live = liveVersion(deal, type);
  if (!live) return true;
  if (live.company_hold?.status === 'held') return false;
  if (live.review.status === 'denied' || live.review.status === 'changes-requested') return true;
  return uploadRule(type)?.owedAgainWhen?.(deal) ?? false;
}

/** Uploaded, released by its company and not refused: awaiting review or approved. */
const handedIn = (deal: DealState, type: DealDocumentType) =>
  !outstanding(deal, type) && liveVersion(deal, type)?.company_hold?.status !== 'held';

/** The document can be worked on now: what it needs first is there. */
const unblocked = (deal: DealState, type: DealDocumentType) => uploadRule(type)?.after?.(deal) ?? true;

const isClosed = (deal: DealState) => deal.status === 'closed' || deal.stage === 'deal-closed';

function findVersion(deal: DealState, documentId: string): DealDocumentVersion | undefined {
  for (const type of dealDocumentTypeIds) {
    const found = deal.documents[type]?.find((version) => version.document_id === documentId);
    if (found) return found;
  }
  return undefined;
}

type AnyGroupCommand = GroupCommand<GroupCommandType>;

/** A group's commands in the order its rules list them. */
export const commandsOf = (group: DealGroupId) =>
  Object.entries(groupRules[group].commands) as [GroupCommandType, AnyGroupCommand][];

/** Every group's own commands by type (each belongs to one group: ./deal-rules/group-rules.test.ts). */
const groupCommands = new Map(
  dealGroupIds.flatMap((group) => commandsOf(group).map(([type, rule]) => [type as string, rule] as const)),
);

/** The group's exit holds: its approvals are there and its commands given. */
function exitReached(group: DealGroupId, deal: DealState): boolean {
  const exit = groupRules[group].exit;
  if (!exit) return false;
  return (
    (exit.approved ?? []).every((type) => liveVersion(deal, type)?.review.status === 'approved') &&
    (exit.given ?? []).every((type) => groupCommands.get(type)!.given(deal))
  );
}

// ---------------------------------------------------------------------------------------------------
// What the deal waits for

interface Need {
  party: AwaitedParty;
  verb: string;
  object?: string;
  /** What of a party's company it asks: releasing a held document is an approver's, the rest operations'. */
  right?: CompanyRight;
}

const noun = (type: DealDocumentType) => `the ${dealDocumentTypes[type].noun}`;
const awaitedAs = (role: DealActingRole): AwaitedParty => (role === 'admin' ? 'platform' : role);

function documentNeed(deal: DealState, type: DealDocumentType): Need | null {
  const live = liveVersion(deal, type);
  const uploader = dealDocumentTypes[type].uploadedBy;
  if (!live) return { party: uploader, verb: 'upload', object: noun(type) };
  if (outstanding(deal, type))
    return { party: uploader, verb: 'upload a new version of', object: noun(type) };
  if (live.company_hold?.status === 'held')
    return { party: uploader, verb: 'release', object: noun(type), right: 'approve' };
  if (live.review.status === 'pending') return { party: 'platform', verb: 'review', object: noun(type) };
  return null;
}

/**
 * Everything the deal waits for now, party by party: the group's documents that can be worked on and
 * are not handed in or reviewed yet, then the group's commands that fit.
 */
function needsOf(deal: DealState): Need[] {
  if (isClosed(deal) || deal.status === 'cancelled') return [];
  const stage = dealStage(deal.stage);
  if (!stage) return [{ party: 'platform', verb: 'move the deal to a known stage' }];
  // A group's last value is passed through on the way to the next group; a deal resting there needs an admin.
  if (stage.actingRoles.length === 0) return [{ party: 'platform', verb: 'move the deal to the next stage' }];
  const documents = dealGroup(stage.group)
    .documents.filter((type) => unblocked(deal, type))
    .map((type) => documentNeed(deal, type));
  const commands = commandsOf(stage.group)
    .filter(([, rule]) => rule.when(deal))
    .map(([, rule]): Need => ({ party: awaitedAs(rule.by), ...rule.awaits }));
  return [...documents, ...commands].filter((need): need is Need => need !== null);
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const awaitedOrder: readonly AwaitedParty[] = ['seller', 'buyer', 'platform'];

/** 'upload the proof of product and confirm …', or null when nothing is awaited from the party. */
function actionOf(party: AwaitedParty, needs: Need[]): string | null {
  const byVerb = new Map<string, string[]>();
  for (const need of needs.filter((n) => n.party === party)) {
    const objects = byVerb.get(need.verb) ?? [];
    if (need.object) objects.push(need.object);
    byVerb.set(need.verb, objects);
  }
  if (byVerb.size === 0) return null;
  return listed([...byVerb].map(([verb, objects]) => (objects.length ? `${verb} ${listed(objects)}` : verb)));
}

/** 'the seller to upload the proof of product and confirm …', or null when nothing is awaited from it. */
function clauseOf(party: AwaitedParty, needs: Need[]): string | null {
  const action = actionOf(party, needs);
  return action ? `the ${party} to ${action}` : null;
}

export interface NextAct {
  party: AwaitedParty;
  /** What the party is to do, as a phrase: 'upload the ICPO'. */
  action: string;
  /** The rights in the party's company it takes (none for the platform): who there is to act. */
  rights: CompanyRight[];
}

/** Who acts next and what they are to do, seller first, then buyer, then the platform. */
export function nextActs(deal: DealState): NextAct[] {
  const needs = needsOf(deal);
  return awaitedOrder.flatMap((party) => {
    const action = actionOf(party, needs);
    if (!action) return [];
    const rights =
      party === 'platform'
        ? []
        : [...new Set(needs.filter((n) => n.party === party).map((n) => n.right ?? 'operate'))];
    return [{ party, action, rights }];
  });
}

/**
 * The label a deal shows for where it stands: the stage table's, except at a group's entry value whose
 * label states an act that has not happened yet; there it shows what the group awaits.
 */
export function stageLabelOf(deal: DealState): string {
  const stage = dealStage(deal.stage);
  if (!stage) return stageInfo(deal.stage).label;
  const opening = groupRules[stage.group].opening;
  return stage.entry && opening && !opening.reached(deal) ? opening.awaiting : stage.label;
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

type GeneralCommandType = Exclude<DealCommandType, GroupCommandType>;

/** The commands of every group; each group's own commands name their role in its rules. */
const generalCommandRoles: Readonly<
  Record<GeneralCommandType, { roles: readonly DealActingRole[]; refusal: string }>
> = {
  'upload-document': {
    roles: ['buyer', 'seller'],
    refusal: 'Only the buyer and the seller upload deal documents; the platform generates its own.',
  },
  'release-document': {
    roles: ['buyer', 'seller'],
    refusal: 'Only a member of the uploading company releases its documents.',
  },
  'refuse-document': {
    roles: ['buyer', 'seller'],
    refusal: 'Only a member of the uploading company refuses its documents.',
  },
  'review-document': { roles: ['admin'], refusal: 'Only an admin can review documents.' },
  'override-stage': { roles: ['admin'], refusal: 'Only an admin can move a deal to another stage.' },
  cancel: { roles: ['admin'], refusal: 'Only an admin can cancel a deal.' },
  'reissue-platform-document': {
    roles: ['admin'],
    refusal: 'Only an admin can issue a platform document again.',
  },
};

function rolesOf(type: string): { roles: readonly DealActingRole[]; refusal: string } | undefined {
  const own = groupCommands.get(type);
  if (own) return { roles: [own.by], refusal: own.refusal };
  return Object.hasOwn(generalCommandRoles, type)
    ? generalCommandRoles[type as GeneralCommandType]
    : undefined;
}

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

/**
 * What a party's command asks of the member giving it: releasing or refusing a held document is an
 * approver's; every other act in the deal's panels is operations'.
 */
export const companyRightOf = (type: DealCommandType): CompanyRight =>
  type === 'release-document' || type === 'refuse-document' ? 'approve' : 'operate';

function authorise(deal: DealState, command: DealCommand, actor: DealActor): DealActingRole {
  const role = roleInDeal(deal, actor);
  if (role === null) throw notFound(dealNotFoundMessage);
  if (role === 'mandate') throw forbidden(mandateReadOnlyMessage);
  const rule = typeof command?.type === 'string' ? rolesOf(command.type) : undefined;
  if (!rule) throw invalid('Unknown command.', 'type');
  if (!rule.roles.includes(role)) throw forbidden(rule.refusal);
  if (role !== 'admin' && actor.companyRole && !roleMay(actor.companyRole, companyRightOf(command.type)))
    throw forbidden(roleRefusal(actor.companyRole));
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

/** The stage values an admin may move a deal to: the first of each group. */
export const entryStages = dealGroups.map((group) => group.entry);

// ---------------------------------------------------------------------------------------------------
// Changing the state

/** One transition being built: a copy of the deal, its audit entries and the documents to generate. */
class Change implements GroupStep {
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
    return { by: personOf(this.actor), at: this.now };
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
      actor: personOf(this.actor),
      actor_role: this.role,
      action,
      from,
      to,
      document,
      comment: comment ?? null,
      at: this.now,
    });
  }

  finish(
    action: DealAuditAction,
    subStage: DealStage,
    document: EventDocument = null,
    comment?: string | null,
  ): void {
    const from = this.deal.stage;
    const group = stageInfo(from).group;
    const exited = group !== null && exitReached(group, this.deal);
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
    for (const type of info.generates) if (readyToIssue(this.deal, type)) this.issue(type, 'group-opened');
  }

  issue(type: PlatformDocumentType, reason: PlatformDocumentIssue['reason']) {
    const issues = (this.deal.platform_documents[type] ??= []);
    const issue = issues.length + 1;
    issues.push({ issue, requested_at: this.now, requested_by: personOf(this.actor), reason });
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

type Handler<T extends DealCommandType> = (
  change: Change,
  command: CommandOf<T>,
  original: DealState,
) => void;

/** The stage value once a document is handed in: its upload rule's next value when that rule holds. */
function stageAfterHandIn(change: Change, deal: DealState, type: DealDocumentType): DealStage {
  const sets = uploadRule(type)?.sets;
  const advances =
    sets?.from === deal.stage && (!sets.withHandedIn || handedIn(change.deal, sets.withHandedIn));
  return advances ? sets.to : (deal.stage as DealStage);
}

export const selfReleaseMessage =
  'A second member of your company releases it: you uploaded this document yourself.';

/** The live version held for the actor's company approval, which another member than its uploader answers. */
function heldVersion(change: Change, deal: DealState, documentId: unknown): DealDocumentVersion {
  const id = requireText(documentId, 'The document id is required.', 'documentId');
  const found = findVersion(deal, id);
  if (!found || found.uploader_role !== change.role)
    throw invalid('There is no document with this id in the deal.', 'documentId');
  const what = `Version ${found.version} of ${noun(found.document_type)}`;
  if (found.superseded || found.company_hold?.status !== 'held')
    throw conflict(`${what} is not awaiting your company's approval.`);
  if (found.uploaded_by === personOf(change.actor)) throw forbidden(selfReleaseMessage);
  return liveVersion(change.deal, found.document_type)!;
}

/** The commands of every group: uploads, the platform's reviews and the admin's overrides. */
const generalHandlers: { [T in GeneralCommandType]: Handler<T> } = {
  'upload-document'(change, command, deal) {
    const type = command.documentType as DealDocumentType;
    checkFile(type, command.documentId, command.file);
    const documentId = text(command.documentId);
    if (findVersion(deal, documentId)) throw conflict('A document with this id is already part of the deal.');
    const stage = dealStage(deal.stage);
    if (!stage?.uploads.includes(type) || !unblocked(deal, type) || !outstanding(deal, type))
      throw outOfOrder(deal);

    const versions = (change.deal.documents[type] ??= []);
    for (const earlier of versions) earlier.superseded = true;
    const version: DealDocumentVersion = {
      document_id: documentId,
      document_type: type,
      version: versions.length + 1,
      uploaded_by: personOf(change.actor),
      uploader_role: change.role as DealPartyRole,
      uploaded_at: change.now,
      stage_at_upload: deal.stage,
      file: { ...command.file, file_name: text(command.file.file_name) },
      review: { status: 'pending', by: null, at: null, comment: null },
      superseded: false,
    };
    versions.push(version);
    if (type === 'commercial-invoice' && needsFinalPrice(deal)) {
      change.deal.final_unit_price = checkFinalUnitPrice(command.finalUnitPrice);
      // the fee is known only now: the fee invoice is issued with it, or again when the seller corrects it
      change.issue(feeInvoiceType, 'price-stated');
    }
    if (change.context.fourEyes && commitsCompany(type)) {
      version.company_hold = { status: 'held', by: null, at: null, reason: null };
      change.finish('document-held', stage.value, documentOf(version));
      return;
    }
    change.finish('document-uploaded', stageAfterHandIn(change, deal, type), documentOf(version));
  },

  'release-document'(change, command, deal) {
    const version = heldVersion(change, deal, command.documentId);
    version.company_hold = { status: 'released', by: personOf(change.actor), at: change.now, reason: null };
    change.finish(
      'document-released',
      stageAfterHandIn(change, deal, version.document_type),
      documentOf(version),
    );
  },

  'refuse-document'(change, command, deal) {
    const reason = requireText(command.reason, 'Please give a reason for refusing the document.', 'reason');
    const version = heldVersion(change, deal, command.documentId);
    version.company_hold = { status: 'refused', by: personOf(change.actor), at: change.now, reason };
    // the uploader's company sends it back: a new version is owed, as after the platform's refusal
    version.superseded = true;
    change.finish('document-refused', deal.stage as DealStage, documentOf(version), reason);
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
    if (found.company_hold?.status === 'held') throw conflict(`${what} awaits its company's approval.`);
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
    version.review = { status, by: personOf(change.actor), at: change.now, comment: comment || null };
    const action = decision === 'approve' ? 'document-approved' : `document-${status}`;
    change.finish(action as DealAuditAction, deal.stage as DealStage, documentOf(version), comment || null);
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

/** A group's own command: its data checked, then its fit to the state, then its effect. */
function runGroupCommand(change: Change, command: DealCommand, deal: DealState) {
  const rule = groupCommands.get(command.type)!;
  rule.check?.(command as CommandOf<GroupCommandType>);
  if (!rule.when(deal)) throw outOfOrder(deal);
  rule.apply(change, command as CommandOf<GroupCommandType>, deal);
}

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
  if (groupCommands.has(command.type)) runGroupCommand(change, command, deal);
  else
    (generalHandlers[command.type as GeneralCommandType] as Handler<GeneralCommandType>)(
      change,
      command as CommandOf<GeneralCommandType>,
      deal,
    );
  return {
    deal: change.deal,
    events: change.events,
    generate: change.generate,
    notify: newlyAwaited(deal, change.deal),
  };
}

/**
 * The parties the change gives something new to do, with everything awaited from them now. A party
 * still working through what it already knew of (one of two uploads handed in) is not told again.
 */
function newlyAwaited(before: DealState, after: DealState): AwaitedNotice[] {
  const key = (need: Need) => `${need.party} ${need.verb} ${need.object ?? ''}`;
  const known = new Set(needsOf(before).map(key));
  const fresh = needsOf(after).filter((need) => !known.has(key(need)));
  const now = awaiting(after);
  return awaitedOrder.flatMap((party) => {
    const message = now[party];
    return message && fresh.some((need) => need.party === party) ? [{ party, message }] : [];
  });
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

/**
 * A party's part of a group is done when it has one and did all of it: its documents handed in
 * (awaiting review or approved) and its commands given.
 */
function partyDone(group: DealGroupId, party: DealPartyRole, deal: DealState): boolean {
  const documents = dealGroup(group).documents.filter((type) => dealDocumentTypes[type].uploadedBy === party);
  const commands = commandsOf(group).filter(([, rule]) => rule.by === party);
  if (documents.length + commands.length === 0) return false;
  return documents.every((type) => handedIn(deal, type)) && commands.every(([, rule]) => rule.given(deal));
}

/** The ten timeline rows: completed before the current group, current, upcoming after it. */
export function groupMarks(deal: DealState): GroupMark[] {
  const current = isClosed(deal) ? dealGroupIds.length : groupIndex(stageInfo(deal.stage).group);
  return dealGroups.map((group, index) => {
    const status = index < current ? 'completed' : index === current ? 'current' : 'upcoming';
    const done = (party: DealPartyRole) =>
      status === 'completed' ||
      (status === 'current' && group.showsPartyMarkers && partyDone(group.id, party, deal));
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

import {
  inspectionDetailsRules,
  type DealActingRole,
  type DealDocumentType,
  type DealStage,
} from '@portal/contracts/deal-stages';
import { invalid } from '../../../platform/errors';
import type { DealCommand, DealCommandType } from '../deal-commands';
import type {
  DealAuditAction,
  DealAuditEvent,
  DealConfirmation,
  DealDocumentVersion,
  DealState,
  Stamp,
} from '../deal-state';

/**
 * What a group's rules are made of (./group-rules.ts holds one record per group). The stage table in
 * packages/contracts/src/deal-stages.ts already says which stage values, documents, uploaders and
 * platform documents a group has; a group's rules add what the machine decides with: what an upload
 * needs first and which value it sets, the group's own commands (who gives them, when they fit, what
 * they change) and when the deal leaves the group. ../deal-machine.ts derives the transitions, the
 * actions on offer, what the deal waits for and the timeline's B / S marks from these records.
 */

/** Commands that belong to one group; uploads, reviews and the admin's overrides apply to every group. */
export type GroupCommandType = Exclude<
  DealCommandType,
  | 'upload-document'
  | 'release-document'
  | 'refuse-document'
  | 'review-document'
  | 'override-stage'
  | 'cancel'
  | 'reissue-platform-document'
>;

export type CommandOf<T extends DealCommandType> = Extract<DealCommand, { type: T }>;

/** What a group's command may do to the change being built (the machine's transition). */
export interface GroupStep {
  /** The deal as the change leaves it (a copy of the one read). */
  readonly deal: DealState;
  /** Who gives the command, and when. */
  stamp(): Stamp;
  /**
   * Records the command with the stage value it sets; when that completes the group's exit, the deal
   * passes through the group's last value into the next group in the same change.
   */
  finish(
    action: DealAuditAction,
    subStage: DealStage,
    document?: EventDocument,
    comment?: string | null,
  ): void;
}

export interface GroupCommand<T extends GroupCommandType> {
  /** The only role that gives it, and the sentence that refuses anyone else. */
  by: DealActingRole;
  refusal: string;
  /** While the command fits, the deal waits for it: 'the seller to {verb} {object}'. */
  awaits: { verb: string; object?: string };
  /** The command fits the deal's state now; otherwise it is refused with what the deal waits for. */
  when: (deal: DealState) => boolean;
  /** The command was given (the party's marker of the group, the group's exit). */
  given: (deal: DealState) => boolean;
  /** Checks the command's data before the state is looked at (a refusal names the field). */
  check?(command: CommandOf<T>): void;
  apply(step: GroupStep, command: CommandOf<T>, deal: DealState): void;
}

export type GroupCommands = { [T in GroupCommandType]?: GroupCommand<T> };

export interface UploadRule {
  /** What must be approved or given before the document can be uploaded (the party works from it). */
  after?: (deal: DealState) => boolean;
  /** The sub-step value the upload sets at `from` (once `withHandedIn` is handed in too). */
  sets?: { from: DealStage; to: DealStage; withHandedIn?: DealDocumentType };
  /** Besides the platform's denial or request for changes, when the uploader owes a new version. */
  owedAgainWhen?: (deal: DealState) => boolean;
}

export interface GroupRules {
  /** Rules of the group's party documents beyond the stage table's (which lists them all). */
  uploads: Partial<Record<DealDocumentType, UploadRule>>;
  /** The group's own commands, in the order the deal waits for them. */
  commands: GroupCommands;
  /**
   * When the deal leaves the group for the next one: the platform approved these documents and these
   * commands were given. null: the deal never leaves (closing).
   */
  exit: { approved?: DealDocumentType[]; given?: GroupCommandType[] } | null;
  /**
   * The label of the group's entry value states an act in the past tense ('Proof Documents Uploaded'),
   * which is not true yet when the group opens: until `reached`, the deal is shown as what it awaits
   * ('Awaiting proof documents'), and the stage table's label once the act has happened.
   */
  opening?: { awaiting: string; reached: (deal: DealState) => boolean };
}

// ---------------------------------------------------------------------------------------------------
// Reading the state

/** The current version of a document type: the latest, unless a later move of the deal reopened it. */
export function liveVersion(deal: DealState, type: DealDocumentType): DealDocumentVersion | null {
  const latest = deal.documents[type]?.at(-1);
  return latest && !latest.superseded ? latest : null;
}

/** Every one of these documents has a current version (handed in, whatever its review). */
export const handedIn =
  (...types: DealDocumentType[]) =>
  (deal: DealState) =>
    types.every((type) => liveVersion(deal, type) !== null);

export const isApproved = (deal: DealState, type: DealDocumentType) =>
  liveVersion(deal, type)?.review.status === 'approved';

/** The confirmation is on the deal. */
export const confirmed = (key: DealConfirmation) => (deal: DealState) => deal.confirmations[key] !== null;

// ---------------------------------------------------------------------------------------------------
// Recording and checking

export type EventDocument = DealAuditEvent['document'];

export const documentOf = (version: DealDocumentVersion): EventDocument => ({
  id: version.document_id,
  type: version.document_type,
  version: version.version,
  sha256: version.file.sha256,
});

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function requireText(value: unknown, message: string, field: string): string {
  const trimmed = text(value);
  if (!trimmed) throw invalid(message, field);
  return trimmed;
}

export function checkInspectionDetails(command: CommandOf<'submit-inspection-details'>) {
  const { messages, minInstructionsLength } = inspectionDetailsRules;
  const latitude = requireText(command.latitude, messages.latitude, 'latitude');
  const longitude = requireText(command.longitude, messages.longitude, 'longitude');
  const instructions = text(command.instructions);
  if (instructions.length < minInstructionsLength) throw invalid(messages.instructions, 'instructions');
  return { latitude, longitude, instructions };
}

import type { RegistrationState, RegistrationType } from '@portal/contracts/me';

export const registrationTypes: readonly RegistrationType[] = ['buyer', 'seller', 'mandate'];

/** The three-stage progress display (spec: application 0%, due-diligence 50%, approved 100%). */
export type ProgressStage = 'application' | 'due-diligence' | 'approved';
export const stageProgress: Record<ProgressStage, number> = {
  application: 0,
  'due-diligence': 50,
  approved: 100,
};
export const stages: readonly ProgressStage[] = ['application', 'due-diligence', 'approved'];
export const STAGE_STORAGE_KEY = 'registration_status';

/** Any submitted registration gives due-diligence, else any approved gives approved, else application. */
export function progressStage(states: Iterable<RegistrationState>): ProgressStage {
  const all = [...states];
  if (all.includes('submitted')) return 'due-diligence';
  if (all.includes('approved')) return 'approved';
  return 'application';
}

export type CardAction =
  | { kind: 'register'; label: string }
  | { kind: 'continue'; label: 'Continue Registration' }
  | { kind: 'disabled'; label: 'In Review' | 'Approved' }
  | { kind: 'apply-again'; label: 'Apply Again' };

/** What a registration card shows for a type and its state. */
export function cardAction(type: RegistrationType, state: RegistrationState): CardAction {
  switch (state) {
    case 'draft':
      return { kind: 'continue', label: 'Continue Registration' };
    case 'submitted':
      return { kind: 'disabled', label: 'In Review' };
    case 'approved':
      return { kind: 'disabled', label: 'Approved' };
    case 'rejected':
      return { kind: 'apply-again', label: 'Apply Again' };
    default:
      return { kind: 'register', label: `Register as ${typeLabel(type)}` };
  }
}

/** The badge on a card: (submitted 'In Review', draft 'Draft'). */
export function statusBadge(state: RegistrationState): {
  label: string;
  tone: 'neutral' | 'warning' | 'success' | 'danger' | 'info';
} {
  switch (state) {
    case 'draft':
      return { label: 'Draft', tone: 'info' };
    case 'submitted':
      return { label: 'In Review', tone: 'warning' };
    case 'approved':
      return { label: 'Approved', tone: 'success' };
    case 'rejected':
      return { label: 'Rejected', tone: 'danger' };
    default:
      return { label: 'Not registered', tone: 'neutral' };
  }
}

export function typeLabel(type: RegistrationType): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** The form of a type: /register/{type in lowercase}. */
export function registerPath(type: RegistrationType): string {
  return `/register/${type.toLowerCase()}`;
}

/** Stores the stage in localStorage (spec); storage failures (private mode, quota) are ignored. */
export function storeStage(
  stage: ProgressStage,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(STAGE_STORAGE_KEY, stage);
  } catch {
    // not essential
  }
}

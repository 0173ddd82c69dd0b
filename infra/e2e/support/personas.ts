import { localStack } from '../../local/personas';

export type { Persona, PersonaKind } from '../../local/personas';

/** The running stack's personas (STACK_FILE or .local/stack.json); see infra/local/personas.ts. */
const local = localStack();

export const createPersona = local.createPersona;
export const readProfileByEmail = local.readProfileByEmail;
/** One item of the single table by key (ConsistentRead), e.g. readItem(`USER#${id}`, 'REG#seller'). */
export const readItem = local.readItem;

import { newIdempotencyKey } from '@portal/web/api';

export interface ActionKeys {
  /** The Idempotency-Key of this action: the same one while the action is the same and not done. */
  keyFor(action: string): string;
  /** The action succeeded: the next one, even with the same values, is a new action. */
  done(): void;
}

/**
 * One Idempotency-Key per user action rather than per request. callApi already repeats its own retries
 * with one key; this keeps the key when the person sends the same action again after a failure whose
 * answer never arrived (the network dropped it after the server had done the work): the server then
 * answers with its first answer instead of doing it twice. Other values make another action, with a new
 * key (the server refuses one key with two different requests).
 */
export function actionKeys(newKey: () => string = newIdempotencyKey): ActionKeys {
  let current: { action: string; key: string } | null = null;
  return {
    keyFor(action) {
      if (current?.action !== action) current = { action, key: newKey() };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}

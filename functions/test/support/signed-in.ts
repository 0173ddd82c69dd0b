import type { localStack, Persona, PersonaKind } from '../../../infra/local/personas';
import { apiCaller } from './api-call';

/** A fresh confirmed test user with an access token. */
export type SignedInUser = Persona & { token: string };

/**
 * The test users of an integration file: `user(kind)` makes a fresh confirmed persona and signs it
 * in; `api(who, ...)` calls the gateway as that user; `call(token, ...)` with any token (or none).
 */
export function signedInUsers(local: ReturnType<typeof localStack>) {
  const call = apiCaller(local.stack.apiUrl);
  async function user(kind: PersonaKind): Promise<SignedInUser> {
    const persona = await local.createPersona(kind);
    return { ...persona, token: (await local.signIn(persona)).accessToken };
  }
  const api = (who: { token: string }, method: string, path: string, json?: unknown) =>
    call(who.token, method, path, json);
  return { call, user, api };
}

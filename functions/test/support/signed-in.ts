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
  /** A fresh person who joins `admin`'s company with `role`, invited and accepting through the API. */
  async function member(admin: { token: string }, role: string): Promise<SignedInUser> {
    const person = await user('inactive');
    const invited = await api(admin, 'POST', '/account/company/invitations', { email: person.email, role });
    if (invited.status !== 201) throw new Error(`invitation refused: ${invited.text}`);
    const joined = await api(person, 'POST', `/invitations/${invited.body.id}/accept`);
    if (joined.status !== 200) throw new Error(`joining refused: ${joined.text}`);
    return person;
  }
  return { call, user, api, member };
}

/**
 * The API refused a signed-in caller's session (401 to a request that carried a token): the account
 * was deleted, or an administrator ended the person's company membership. The shell listens and signs
 * the person out with the server's sentence, so the next click after such a change ends the session
 * instead of leaving a page that fails on every action.
 */
type Listener = (message: string) => void;

const listeners = new Set<Listener>();

export function onSessionRefused(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionRefused(message: string): void {
  for (const listener of listeners) listener(message);
}

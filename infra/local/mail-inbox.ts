import type { StackFile } from './stack-file';

/** An email as maildev's REST API (GET /email) lists it: the parts the tests read. */
export interface SinkEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  messageId?: string;
  to: Array<{ address: string; name?: string }>;
  from: Array<{ address: string; name?: string }>;
  headers: Record<string, string>;
}

/**
 * A notification's e-mail (the portal's outbox sends them with this header), as opposed to the
 * sign-up and password-reset codes the local stack mails for cognito-local to the same addresses.
 */
export const isNotificationEmail = (email: SinkEmail) => Boolean(email.headers['x-portal-notification-id']);

/** The local stack's SMTP sink (maildev), read through its REST API (integration and end-to-end tests). */
export function mailInbox(stack: StackFile) {
  const url = stack.mailUrl;
  if (!url) throw new Error('the stack file names no mail inbox (mailUrl): restart the local stack');
  async function all(): Promise<SinkEmail[]> {
    const res = await fetch(`${url}/email`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`maildev answered ${res.status}`);
    return (await res.json()) as SinkEmail[];
  }
  type Which = (email: SinkEmail) => boolean;
  /** Emails addressed to `address` (test users have unique addresses), those `which` keeps. */
  async function to(address: string, which: Which = () => true): Promise<SinkEmail[]> {
    const wanted = address.toLowerCase();
    return (await all()).filter((e) => e.to.some((t) => t.address.toLowerCase() === wanted) && which(e));
  }
  /** Waits until `address` has at least `count` such emails (or `timeoutMs` passes); returns them all. */
  async function waitFor(
    address: string,
    count = 1,
    timeoutMs = 15_000,
    which: Which = () => true,
  ): Promise<SinkEmail[]> {
    const deadline = Date.now() + timeoutMs;
    let found = await to(address, which);
    while (found.length < count && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      found = await to(address, which);
    }
    return found;
  }
  return { url, all, to, waitFor };
}

import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createMailer } from '../../functions/src/platform/notifications/adapters/mailer';

/** A code cognito-local holds for a user: the sign-up confirmation or a forgotten password's reset. */
export interface PendingCode {
  email: string;
  code: string;
  kind: 'sign-up' | 'password-reset';
}

interface StoredUser {
  Username?: string;
  UserStatus?: string;
  ConfirmationCode?: string;
  Attributes?: Array<{ Name: string; Value?: string }>;
}

/**
 * The codes in one of cognito-local's user pool files (`.cognito/db/<pool id>.json`), by user. A user
 * still UNCONFIRMED waits for its sign-up code; a confirmed one holding a code asked for a password reset.
 */
export function pendingCodes(db: { Users?: Record<string, StoredUser> }): Map<string, PendingCode> {
  const codes = new Map<string, PendingCode>();
  for (const [key, user] of Object.entries(db.Users ?? {})) {
    const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
    if (!user.ConfirmationCode || !email) continue;
    codes.set(user.Username ?? key, {
      email,
      code: user.ConfirmationCode,
      kind: user.UserStatus === 'UNCONFIRMED' ? 'sign-up' : 'password-reset',
    });
  }
  return codes;
}

/** The e-mail for a code, worded as Cognito's default messages are. */
export function codeEmail(pending: PendingCode): { subject: string; text: string } {
  return pending.kind === 'sign-up'
    ? { subject: 'Your verification code', text: `Your verification code is ${pending.code}.` }
    : { subject: 'Your password reset code', text: `Your password reset code is ${pending.code}.` };
}

/**
 * In the cloud Cognito e-mails its codes itself. cognito-local only prints them (and its console
 * output reaches us in bursts, sometimes seconds late), but it writes every code into its user pool
 * file as it hands it out. This watches those files and mails each new code to the local SMTP sink
 * (maildev), so locally too the code arrives by e-mail, within a fraction of a second. Codes already
 * there when the stack starts are not sent again.
 */
export function startCognitoCodeMailer(o: {
  /** cognito-local's working directory (the one with `.cognito/`). */
  dir: string;
  smtpUrl: string;
  from: string;
  onError: (message: string) => void;
  intervalMs?: number;
}): { stop: () => void } {
  const dbDir = join(o.dir, '.cognito', 'db');
  const mailer = createMailer({ smtpUrl: o.smtpUrl, from: o.from });
  const seen = new Map<string, { mtimeMs: number; codes: Map<string, PendingCode> }>();

  const poolFiles = () =>
    existsSync(dbDir) ? readdirSync(dbDir).filter((f) => f.endsWith('.json') && f !== 'clients.json') : [];

  const scan = (send: boolean) => {
    for (const file of poolFiles()) {
      const path = join(dbDir, file);
      let mtimeMs: number;
      let codes: Map<string, PendingCode>;
      try {
        mtimeMs = statSync(path).mtimeMs;
        if (seen.get(file)?.mtimeMs === mtimeMs) continue;
        codes = pendingCodes(
          JSON.parse(readFileSync(path, 'utf8')) as { Users?: Record<string, StoredUser> },
        );
      } catch {
        continue; // the file is being rewritten: read it on the next tick
      }
      const before = seen.get(file)?.codes;
      seen.set(file, { mtimeMs, codes });
      if (!send) continue;
      for (const [user, pending] of codes) {
        // a new code only: a confirmation by an admin (AdminConfirmSignUp) leaves the sign-up code in
        // place and turns the user CONFIRMED, which is no new code to send
        if (before?.get(user)?.code === pending.code) continue;
        const { subject, text } = codeEmail(pending);
        mailer
          .send({
            to: pending.email,
            subject,
            text,
            html: `<p>${text}</p>`,
            messageId: `<cognito-code-${randomUUID()}@portal.localhost>`,
            headers: {},
          })
          .catch((err: unknown) => o.onError(`could not mail the code for ${pending.email}: ${String(err)}`));
      }
    }
  };

  scan(false);
  const timer = setInterval(() => scan(true), o.intervalMs ?? 150);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

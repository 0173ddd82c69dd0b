/**
 * `npm start -- --demo`: a living portal to click through. Sections run in order against a running
 * stack; each one looks at what is already there first, so a second run adds nothing twice.
 *
 * Users are created through cognito-local (they can sign in; the post-confirmation trigger writes their
 * profile), and everything else goes through the portal's own API as the user or the administrator
 * would do it: registrations filled and submitted, documents uploaded to the bucket with presigned
 * POSTs and registered by the complete call, approvals and ratings by the admin endpoints.
 *
 * Extension point: a feature adds its demo data as a {@link DemoSection} in `demoSections` below (after
 * `accountsSection`, whose users it finds in `ctx.users` by key) and reports what it made in
 * `ctx.summary`, which ends up in the stack file under `demo`.
 */
import {
  AdminConfirmSignUpCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Json } from '../../../functions/test/support/api-call';
import { cognitoClient } from '../provision';
import type { StackFile } from '../stack-file';
import { accountsSection } from './accounts';
import { companiesSection } from './companies';
import { dealsSection } from './deals';
import { marketplaceSection } from './marketplace';
import { negotiationsSection } from './negotiations';

export type Role = 'buyer' | 'seller' | 'mandate';

export interface DemoUserSpec {
  /** How later sections find the user in `ctx.users` (e.g. 'buyer-1'). */
  key: string;
  email: string;
  fullName: string;
  companyName: string;
  phoneNumber: string;
}

export interface DemoUser extends DemoUserSpec {
  userId: string;
  password: string;
}

export interface DemoContext {
  stack: StackFile;
  say(line: string): void;
  /** Users made so far, by key. */
  users: Map<string, DemoUser>;
  /** The user, created (and confirmed) if missing; its remembered password is made current. */
  ensureUser(spec: DemoUserSpec): Promise<DemoUser>;
  /** An API call as `who`; throws on a non-2xx answer, naming the call. 404 resolves to undefined. */
  api<T>(who: DemoUser | 'admin', method: string, path: string, body?: unknown): Promise<T | undefined>;
  /** An API call as `who` that answers whatever the status (for helpers that check it themselves). */
  request(
    who: DemoUser | 'admin',
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Json }>;
  /** A PDF into `who`'s document repository the way the browser uploads it (ticket, POST, complete). */
  uploadPdf(
    who: DemoUser,
    documentType: string,
    fileName: string,
    pdf: Buffer,
  ): Promise<{ documentId: string; filePath: string; fileName: string; fileType: string }>;
  /** A PDF uploaded by `who` through a ticket route (`{ticketPath}`, then `{ticketPath}/{id}/complete`). */
  uploadFile<T>(
    who: DemoUser,
    upload: { ticketPath: string; body: Record<string, unknown>; fileName: string; pdf: Buffer },
  ): Promise<T>;
  /** What the sections made, written to the stack file under `demo` and printed by `npm start`. */
  summary: DemoSummary;
}

export interface DemoSummary {
  /** `note`: what the user finds after signing in, for the start banner. */
  users: Array<{ email: string; password: string; roles: Role[]; company: string; note?: string }>;
  [section: string]: unknown;
}

export interface DemoSection {
  name: string;
  seed(ctx: DemoContext): Promise<void>;
}

/** The demo, in order. Marketplace and deals sections go after the accounts they use. */
export const demoSections: DemoSection[] = [
  accountsSection,
  marketplaceSection,
  // before the deals, which mark all but their users' newest notifications read
  negotiationsSection,
  dealsSection,
  // after the deals, walked while every company had one member
  companiesSection,
];

/** Demo passwords are generated once per data dir and remembered, like the admin's. */
function rememberedPasswords(file: string) {
  const saved: Record<string, string> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  return (email: string): string => {
    const known = saved[email];
    if (known) return known;
    const password = `Demo-${randomBytes(9).toString('base64url')}-7k`;
    saved[email] = password;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 });
    return password;
  };
}

export async function seedDemo(
  stack: StackFile,
  options: { passwordFile: string; say?: (line: string) => void; sections?: DemoSection[] },
): Promise<DemoSummary> {
  const say = options.say ?? ((line: string) => console.log(`[demo] ${line}`));
  const cognito = cognitoClient(stack.cognito.endpoint);
  const passwordOf = rememberedPasswords(options.passwordFile);
  const tokens = new Map<string, string>();

  async function signIn(email: string, password: string): Promise<string> {
    const res = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.cognito.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const token = res.AuthenticationResult?.AccessToken;
    if (!token) throw new Error(`${email} could not sign in (a challenge instead of tokens)`);
    tokens.set(email, token);
    return token;
  }

  async function send(who: DemoUser | 'admin', method: string, path: string, body?: unknown) {
    const email = who === 'admin' ? stack.admin.email : who.email;
    const token =
      tokens.get(email) ?? (await signIn(email, who === 'admin' ? stack.admin.password : who.password));
    const res = await fetch(`${stack.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { email, status: res.status, ok: res.ok, text: await res.text() };
  }

  async function api<T>(
    who: DemoUser | 'admin',
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T | undefined> {
    const res = await send(who, method, path, body);
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`${method} ${path} as ${res.email} -> ${res.status}: ${res.text}`);
    return (res.text ? JSON.parse(res.text) : undefined) as T;
  }

  async function request(who: DemoUser | 'admin', method: string, path: string, body?: unknown) {
    const res = await send(who, method, path, body);
    let parsed: unknown = res.text;
    try {
      parsed = res.text ? JSON.parse(res.text) : undefined;
    } catch {
      // not JSON: the text as it came
    }
    return { status: res.status, body: parsed as Json };
  }

  async function existingUserId(email: string): Promise<string | undefined> {
    try {
      const user = await cognito.send(
        new AdminGetUserCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }),
      );
      return user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    } catch (err) {
      if ((err as Error).name === 'UserNotFoundException') return undefined;
      throw err;
    }
  }

  async function ensureUser(spec: DemoUserSpec): Promise<DemoUser> {
    const password = passwordOf(spec.email);
    const pool = stack.cognito.userPoolId;
    let userId = await existingUserId(spec.email);
    if (userId) {
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: pool,
          Username: spec.email,
          Password: password,
          Permanent: true,
        }),
      );
      const user: DemoUser = { ...spec, userId, password };
      // a kept user pool beside a fresh (in-memory) table: start the user over so the trigger runs
      if (await api(user, 'GET', '/me')) return user;
      say(`${spec.email} has no profile (the table is new): signing the user up again`);
      await cognito.send(new AdminDeleteUserCommand({ UserPoolId: pool, Username: spec.email }));
      tokens.delete(spec.email);
    }
    await cognito.send(
      new SignUpCommand({
        ClientId: stack.cognito.userPoolClientId,
        Username: spec.email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: spec.email },
          { Name: 'custom:full_name', Value: spec.fullName },
          { Name: 'custom:company_name', Value: spec.companyName },
          { Name: 'custom:phone_number', Value: spec.phoneNumber },
        ],
      }),
    );
    // runs the post-confirmation trigger, which writes the profile
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: pool, Username: spec.email }));
    userId = await existingUserId(spec.email);
    if (!userId) throw new Error(`${spec.email} was not created`);
    const user: DemoUser = { ...spec, userId, password };
    for (let i = 0; i < 50 && !(await api(user, 'GET', '/me')); i++)
      await new Promise((r) => setTimeout(r, 100));
    say(`user ${spec.email} created`);
    return user;
  }

  async function uploadFile<T>(
    who: DemoUser,
    upload: { ticketPath: string; body: Record<string, unknown>; fileName: string; pdf: Buffer },
  ): Promise<T> {
    const { ticketPath, body, fileName, pdf } = upload;
    const fileType = 'application/pdf';
    const ticket = await api<{ upload_id: string; url: string; fields: Record<string, string> }>(
      who,
      'POST',
      ticketPath,
      { file_name: fileName, file_type: fileType, size: pdf.length, ...body },
    );
    if (!ticket) throw new Error('no upload ticket');
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(pdf)], { type: fileType }), fileName);
    const stored = await fetch(ticket.url, { method: 'POST', body: form });
    if (stored.status >= 300) throw new Error(`upload of ${fileName} -> ${stored.status}`);
    const record = await api<T>(who, 'POST', `${ticketPath}/${ticket.upload_id}/complete`, {});
    if (!record) throw new Error(`upload ${ticket.upload_id} was not completed`);
    return record;
  }

  async function uploadPdf(who: DemoUser, documentType: string, fileName: string, pdf: Buffer) {
    const doc = await uploadFile<{ id: string; file_path: string }>(who, {
      ticketPath: '/documents/uploads',
      body: { document_type: documentType },
      fileName,
      pdf,
    });
    return { documentId: doc.id, filePath: doc.file_path, fileName, fileType: 'application/pdf' };
  }

  const ctx: DemoContext = {
    stack,
    say,
    users: new Map(),
    ensureUser,
    api,
    request,
    uploadPdf,
    uploadFile,
    summary: { users: [] },
  };
  for (const section of options.sections ?? demoSections) {
    say(`seeding ${section.name}`);
    await section.seed(ctx);
  }
  return ctx.summary;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoSummary } from './demo/seed';

/** Ports of the local stack. Every one can be moved with PORTAL_PORT_OFFSET (the test run uses +10000). */
export const basePorts = {
  portal: 3000,
  'mf-auth': 3001,
  'mf-account': 3002,
  'mf-admin': 3003,
  'mf-marketplace': 3004,
  'mf-deals': 3005,
  api: 4000,
  s3: 4569,
  dynamodb: 8000,
  // cognito-local's default 9229 collides with Node's inspector port.
  cognito: 9329,
  // maildev: the SMTP sink the email sender delivers to, and its web inbox (REST API at /email)
  'mail-smtp': 1025,
  'mail-web': 1080,
} as const;

export type PortName = keyof typeof basePorts;
export const remoteNames = ['mf-auth', 'mf-account', 'mf-admin', 'mf-marketplace', 'mf-deals'] as const;
export type RemoteName = (typeof remoteNames)[number];

export function ports(offset = Number(process.env.PORTAL_PORT_OFFSET ?? 0)): Record<PortName, number> {
  return Object.fromEntries(Object.entries(basePorts).map(([k, v]) => [k, v + offset])) as Record<
    PortName,
    number
  >;
}

/** What `npm start` (and the test run) writes to `.local/stack.json` so tests and tools can find the stack. */
export interface StackFile {
  environment: 'local' | 'test';
  region: string;
  portalUrl: string;
  apiUrl: string;
  ports: Record<PortName, number>;
  dynamodb: { endpoint: string; tableName: string };
  cognito: {
    endpoint: string;
    userPoolId: string;
    userPoolClientId: string;
    issuer: string;
    jwksUrl: string;
    /** cognito-local's working directory (its users and pending codes); see cognito-codes.ts. */
    dataDir?: string;
  };
  s3: { endpoint: string; bucket: string };
  remotes: Record<RemoteName, string>;
  admin: { email: string; password: string };
  /** `npm start -- --demo`: the demo users (with passwords) and what each demo section made. */
  demo?: DemoSummary;
  /** Emulator process ids, for fault tests that pause the database (SIGSTOP / SIGCONT). */
  pids?: { dynamodb?: number; cognito?: number };
  /** maildev's web inbox (every email the stack sent; its REST API: GET <mailUrl>/email). */
  mailUrl?: string;
  /** The SMTP sink the email sender delivers to (SMTP_URL of the functions). */
  smtp?: { host: string; port: number };
  /** The loopback-only Lambda Invoke endpoint cognito-local calls for its triggers (not the API). */
  lambdaUrl?: string;
}

export const repoRoot = join(import.meta.dirname, '..', '..');
export const defaultStackFile = join(repoRoot, '.local', 'stack.json');

export function readStackFile(path = process.env.STACK_FILE ?? defaultStackFile): StackFile {
  return JSON.parse(readFileSync(path, 'utf8')) as StackFile;
}

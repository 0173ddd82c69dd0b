import {
  AssociateSoftwareTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createHmac } from 'node:crypto';
import { localStack, type Persona } from '../../local/personas';
import { cognitoClient } from '../../local/provision';

const local = localStack();

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) for a base32 secret, as an authenticator app computes it. */
export function totpCode(secret: string, nowMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    bits += index.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)));
  const hmac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Turns two-factor sign-in on for `who` through the user pool's own API, the calls the web client makes
 * on My Account > Settings (associate an authenticator, verify its first code, prefer it): a spec about
 * signing in with the code starts from an enrolled user without driving the settings screen, whose own
 * spec enrols through the UI. Answers the authenticator's secret, to compute codes from.
 */
export async function enrolAuthenticator(who: Pick<Persona, 'email' | 'password'>): Promise<string> {
  const { accessToken } = await local.signIn(who);
  const cognito = cognitoClient(local.stack.cognito.endpoint);
  const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!SecretCode) throw new Error('the user pool gave no authenticator secret');
  await cognito.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(SecretCode) }),
  );
  await cognito.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode;
}

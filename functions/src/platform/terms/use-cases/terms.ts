import { randomUUID } from 'node:crypto';
import type { TermsOfUse, TermsOfUseUpdate } from '@portal/contracts/platform';
import { conflict } from '../../errors';
import { publishTerms, readPublishedTerms, termsConflictMessage } from '../data/terms-repository';
import { termsInForce } from '../domain/terms';

/** The terms of use in force (public: read before signing up). */
export async function currentTerms(): Promise<TermsOfUse> {
  return termsInForce(await readPublishedTerms());
}

/**
 * An admin publishes a new version over the one they read (`update.version`); the answer is the
 * version now in force. Reading another version than the one in force is refused before writing.
 */
export async function publishNewTerms(
  update: TermsOfUseUpdate,
  adminId: string,
  now: Date,
): Promise<TermsOfUse> {
  const stored = await readPublishedTerms();
  const inForce = termsInForce(stored);
  if (inForce.version !== update.version) throw conflict(termsConflictMessage);
  const terms = { version: inForce.version + 1, text: update.text, published_at: now.toISOString() };
  await publishTerms(
    terms,
    { version: inForce.version, stored: stored !== undefined },
    { id: randomUUID(), adminId },
  );
  return terms;
}

import type { TermsOfUse } from '@portal/contracts/platform';
import { MAX_TERMS_LENGTH } from '@portal/contracts/terms';

/** 'Version 3, published Nov 28, 2026' or, before any publication, the platform's initial text. */
export function versionLine(terms: TermsOfUse, formatDate: (iso: string) => string): string {
  return terms.published_at
    ? `Version ${terms.version}, published ${formatDate(terms.published_at)}`
    : `Version ${terms.version}: the platform's initial text (no admin has published yet)`;
}

/** Why the draft cannot be published, or null when it can. */
export function draftProblem(draft: string, inForce: string): string | null {
  const text = draft.trim();
  if (!text) return 'Enter the terms of use';
  if (text.length > MAX_TERMS_LENGTH)
    return `The terms of use may have at most ${MAX_TERMS_LENGTH.toLocaleString('en-US')} characters`;
  if (text === inForce.trim()) return 'Nothing changed: edit the text to publish a new version';
  return null;
}

/**
 * Failures the domain can report, without knowing HTTP. The API middleware maps each kind to its
 * status (invalid 400, unauthenticated 401, forbidden 403, not_found 404, conflict 409).
 */
export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** The request field to blame, for 400s (e.g. `email`, `body`). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, field?: string) => new DomainError('invalid', message, field);
export const unauthenticated = (message = 'Authentication required') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message = 'This item was changed by someone else. Reload and try again.') =>
  new DomainError('conflict', message);

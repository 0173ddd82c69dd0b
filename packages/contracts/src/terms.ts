/**
 * The terms of use's limits, without zod: the admin's editor checks a draft with them before the
 * schema in ./platform.ts checks it on the server.
 */

/** Longest terms of use an admin may publish (characters): room for a full contract, not a book. */
export const MAX_TERMS_LENGTH = 100_000;

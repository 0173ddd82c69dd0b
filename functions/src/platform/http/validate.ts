import type { z, ZodType } from 'zod';
import { invalid } from '../errors';

/**
 * Parses input with a route's zod schema; the first problem becomes a 400 whose message starts with
 * the field's name (`email: Invalid email address`), and whose `field` says which one.
 */
export function validate<S extends ZodType>(
  schema: S,
  input: unknown,
  where: 'body' | 'query' | 'path',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const path = [...issue.path, ...(unknownKey ? [unknownKey] : [])].map(String).join('.');
  const field = path || where;
  const message = unknownKey ? `unknown field` : issue.message;
  throw invalid(`${field}: ${message}`, field);
}

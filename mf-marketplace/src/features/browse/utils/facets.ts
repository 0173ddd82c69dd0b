/**
 * A filter group's options as the Filter menu lists them: the server's counts in the server's order
 * (the kind's fixed options first, then other values present, then any selected value), or, before
 * the first answer, the fixed options without counts. A selected value is always listed, so it can be
 * unticked.
 */
export function groupOptions(
  fixed: readonly string[],
  counts: Record<string, number> | undefined,
  selected: readonly string[],
): Array<{ value: string; count: number | undefined }> {
  const listed = new Map<string, number | undefined>();
  if (counts) for (const [value, count] of Object.entries(counts)) listed.set(value, count);
  else for (const value of fixed) listed.set(value, undefined);
  for (const value of selected) if (!listed.has(value)) listed.set(value, counts ? 0 : undefined);
  return [...listed].map(([value, count]) => ({ value, count }));
}

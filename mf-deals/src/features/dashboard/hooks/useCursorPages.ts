import { useCallback, useState } from 'react';

/**
 * Previous / Next over a cursor-paged list: the cursors of the pages seen so far, so Previous goes
 * back without the server keeping any state. A new search starts again at the first page.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const page = cursors.length - 1;
  const reset = useCallback(() => setCursors([undefined]), []);
  return {
    cursor: cursors[page],
    page,
    next: (nextCursor: string) => setCursors((seen) => [...seen, nextCursor]),
    previous: () => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)),
    reset,
  };
}

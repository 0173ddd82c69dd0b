import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseSearchState, searchStateParams, type SearchState } from '../utils/search-state';

/**
 * The page's search state, read from and written to the address bar. Each change is a new history
 * entry (the back button walks back through searches, filters and pages); an address the page
 * rewrote into its canonical form replaces the entry instead.
 */
export function useSearchState(kind: ItemKind) {
  const [params, setParams] = useSearchParams();
  const serialized = params.toString();
  const state = useMemo(() => parseSearchState(new URLSearchParams(serialized), kind), [serialized, kind]);

  const update = useCallback(
    (next: SearchState, options: { replace?: boolean } = {}) => {
      const nextParams = searchStateParams(next, kind);
      if (nextParams.toString() === serialized) return;
      setParams(nextParams, { replace: options.replace ?? false });
    },
    [kind, serialized, setParams],
  );

  return { state, update };
}

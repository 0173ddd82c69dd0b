import type { MarketItem } from '@portal/contracts/marketplace';
import type { FilterGroup, SortOption } from '@portal/contracts/marketplace-catalogue';
import { Button } from '@portal/ui/Button';
import { Pager } from '@portal/ui/Pager';
import { Notice, PageHeader, Row, Stack, SubText } from '@portal/ui/layout';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { inquirePath, storeInquiryProduct } from '../../../lib/inquiry-product';
import { todayUtc } from '@portal/web/format';
import { pageCount } from '@portal/web/paging';
import { useDebouncedValue } from '@portal/web/useDebouncedValue';
import { useMarketSearch } from '../api/search';
import { useSearchState } from '../hooks/useSearchState';
import {
  clearFilters,
  clearSearchAndFilters,
  filterChips,
  isNarrowed,
  marketplaceContext,
  normalizeSearch,
  pageHeading,
  resultsText,
  toggleFilter,
  withPage,
  withPageSize,
  withSearch,
  withSort,
  type Chip,
} from '../utils/search-state';
import { emptyTexts, loadErrorText, loadingText, noMatchTexts } from '../utils/texts';
import { ItemCard } from './ItemCard';
import { CardGrid, SkeletonCards } from './Results';
import { FilterChips, Toolbar } from './Toolbar';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /marketplace/buyer[/energy|/metals|/agriculture] (active listings, for buyers) and
 * /marketplace/seller[...] (active requests, for sellers): search, filters with counts, chips, sort,
 * page size and paging, all answered by the server and all kept in the address bar.
 */
export function MarketplaceBrowser({ headerAction }: { headerAction?: ReactNode } = {}) {
  const { pathname } = useLocation();
  // a saved search's alert opens its page with `new`: the items listed since then are marked
  const [address] = useSearchParams();
  const newSince = address.get('new');
  const navigate = useNavigate();
  const context = marketplaceContext(pathname);
  const { kind, industry } = context;
  const { state, update } = useSearchState(kind);
  const search = useMarketSearch(kind, industry, state);
  const data = search.data;

  // the search box: typed text reaches the address (and the server) once typing pauses
  const [searchInput, setSearchInput] = useState(state.q);
  const debounced = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ state, update, debounced });
  latest.current = { state, update, debounced };
  useEffect(() => {
    const { state: current, update: write } = latest.current;
    if (normalizeSearch(debounced) !== current.q) write(withSearch(current, debounced));
  }, [debounced]);
  // an address changed from outside the box (back button, Clear): the box shows its text
  useEffect(() => {
    if (state.q !== normalizeSearch(latest.current.debounced)) setSearchInput(state.q);
  }, [state.q]);

  // a page past the last one (an old link, fewer results now): show the last page instead
  useEffect(() => {
    if (!data || data.items.length > 0 || data.total === 0 || state.page <= 1) return;
    const last = pageCount(data.total, state.pageSize);
    if (last < state.page) update(withPage(state, last), { replace: true });
  }, [data, state, update]);

  const heading = pageHeading(context, data?.active_total);
  const onInquire = (item: MarketItem) => {
    storeInquiryProduct(item);
    navigate(inquirePath(context.side, item.id));
  };
  const onToggle = (group: FilterGroup, value: string) => update(toggleFilter(state, group, value));
  const onRemoveChip = (chip: Chip) => update(toggleFilter(state, chip.group, chip.value));
  const onPage = (page: number) => {
    update(withPage(state, page));
    globalThis.scrollTo?.({ top: 0 });
  };

  const today = todayUtc();
  const narrowed = isNarrowed(state);
  let body;
  if (!data && search.error) {
    body = (
      <Notice $tone="danger" role="alert">
        <p style={{ margin: '0 0 0.5rem' }}>{loadErrorText(kind)}</p>
        <Button size="sm" variant="secondary" onClick={() => void search.mutate()}>
          Retry
        </Button>
      </Notice>
    );
  } else if (!data) {
    body = <SkeletonCards label={loadingText(kind)} />;
  } else if (data.items.length === 0 && data.total === 0) {
    const texts = narrowed ? noMatchTexts(kind) : emptyTexts(kind);
    body = (
      <Notice $tone="info" role="status" data-testid="market-empty">
        <strong style={{ display: 'block' }}>{texts.title}</strong>
        <span>{texts.body}</span>
        {narrowed ? (
          <div style={{ marginTop: '0.5rem' }}>
            <Button size="sm" variant="secondary" onClick={() => update(clearSearchAndFilters(state))}>
              Clear search and filters
            </Button>
          </div>
        ) : null}
      </Notice>
    );
  } else {
    body = (
      <CardGrid aria-busy={search.isLoading || undefined} aria-label={`${heading.title} results`}>
        {data.items.map((item) => (
          <ItemCard
            key={item.id}
            item={item}
            today={today}
            onInquire={onInquire}
            isNew={Boolean(newSince) && item.updated_at >= newSince!}
          />
        ))}
      </CardGrid>
    );
  }

  return (
    <>
      <PageHeader>
        <div>
          <h1>{heading.title}</h1>
          <p data-testid="market-subtitle">{heading.subtitle}</p>
        </div>
        {headerAction}
      </PageHeader>
      <Stack style={{ gap: '1rem' }}>
        <Toolbar
          kind={kind}
          state={state}
          searchInput={searchInput}
          facets={data?.facets}
          onSearchInput={setSearchInput}
          onToggleFilter={onToggle}
          onClearFilters={() => update(clearFilters(state))}
          onSort={(sort: SortOption) => update(withSort(state, sort))}
          onPageSize={(size) => update(withPageSize(state, size))}
        />
        <FilterChips chips={filterChips(state)} onRemove={onRemoveChip} />
        <Row style={{ justifyContent: 'space-between' }}>
          <SubText role="status" aria-live="polite" data-testid="results-count">
            {data ? resultsText(data.total) : ''}
          </SubText>
          {data && search.error ? (
            <SubText role="alert">
              {loadErrorText(kind)}{' '}
              <Button size="sm" variant="ghost" onClick={() => void search.mutate()}>
                Retry
              </Button>
            </SubText>
          ) : null}
        </Row>
        {body}
        {data && data.total > 0 ? (
          <Pager
            page={state.page}
            pages={pageCount(data.total, state.pageSize)}
            onPrevious={() => onPage(state.page - 1)}
            onNext={() => onPage(state.page + 1)}
          />
        ) : null}
      </Stack>
    </>
  );
}

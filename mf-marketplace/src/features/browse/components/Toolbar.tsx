import {
  menuSortOptions,
  pageSizes,
  sortOptions,
  type FilterGroup,
  type ItemKind,
  type SortOption,
} from '@portal/contracts/marketplace-catalogue';
import type { MarketSearchResult } from '@portal/contracts/marketplace';
import { Input, Select } from '@portal/ui/Input';
import { Menu } from '@portal/ui/Menu';
import { VisuallyHidden } from '@portal/ui/layout';
import { useId } from 'react';
import styled from 'styled-components';
import { sortLabel, type Chip, type SearchState } from '../utils/search-state';
import { FilterMenu } from './FilterMenu';

export const SEARCH_PLACEHOLDER = 'Search for products, locations, or suppliers...';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
`;
const SearchBox = styled.div`
  flex: 1 1 18rem;
  max-width: 32rem;
  min-width: 0;
  & input {
    padding-left: 2rem;
  }
  position: relative;
  & > svg {
    position: absolute;
    left: 0.65rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;
const SizeField = styled.div`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  & label {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  & select {
    width: auto;
    padding: 0.3rem 0.5rem;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;
const ChipButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  max-width: 100%;
  padding: 0.2rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.8rem;
  cursor: pointer;
  overflow-wrap: anywhere;
  text-align: left;
  &:hover {
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

function SearchIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Search box, Filter menu, Sort By menu and the page-size select. */
export function Toolbar({
  kind,
  state,
  searchInput,
  facets,
  onSearchInput,
  onToggleFilter,
  onClearFilters,
  onSort,
  onPageSize,
}: {
  kind: ItemKind;
  state: SearchState;
  searchInput: string;
  facets: MarketSearchResult['facets'] | undefined;
  onSearchInput: (value: string) => void;
  onToggleFilter: (group: FilterGroup, value: string) => void;
  onClearFilters: () => void;
  onSort: (sort: SortOption) => void;
  onPageSize: (size: number) => void;
}) {
  const sizeId = useId();
  const sortText = `Sort By: ${sortLabel(state.sort)}`;
  return (
    <Bar>
      <SearchBox role="search">
        <SearchIcon />
        <Input
          type="search"
          aria-label="Search"
          placeholder={SEARCH_PLACEHOLDER}
          value={searchInput}
          maxLength={120}
          onChange={(e) => onSearchInput(e.target.value)}
        />
      </SearchBox>
      <Controls>
        <FilterMenu
          kind={kind}
          state={state}
          facets={facets}
          onToggle={onToggleFilter}
          onClear={onClearFilters}
        />
        <Menu<SortOption>
          label={sortText}
          trigger={
            <>
              {sortText} <span aria-hidden="true">▾</span>
            </>
          }
          items={menuSortOptions.map((id) => ({ id, label: sortOptions[id] }))}
          selectedId={state.sort}
          onAction={onSort}
        />
        <SizeField>
          <label htmlFor={sizeId}>Per page</label>
          <Select id={sizeId} value={state.pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </SizeField>
      </Controls>
    </Bar>
  );
}

/** The selected filter values as removable chips. */
export function FilterChips({ chips, onRemove }: { chips: Chip[]; onRemove: (chip: Chip) => void }) {
  if (chips.length === 0) return null;
  return (
    <Chips aria-label="Active filters">
      {chips.map((chip) => (
        <li key={`${chip.group}:${chip.value}`}>
          <ChipButton type="button" onClick={() => onRemove(chip)} data-testid="filter-chip">
            <VisuallyHidden>Remove </VisuallyHidden>
            {`${chip.groupLabel}: ${chip.value}`}
            <span aria-hidden="true">×</span>
          </ChipButton>
        </li>
      ))}
    </Chips>
  );
}

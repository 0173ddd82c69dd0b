import {
  filterGroups,
  filterOptions,
  type FilterGroup,
  type ItemKind,
} from '@portal/contracts/marketplace-catalogue';
import type { MarketSearchResult } from '@portal/contracts/marketplace';
import { Button } from '@portal/ui/Button';
import { PopoverButton } from '@portal/ui/Popover';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { activeFilterCount, type SearchState } from '../utils/search-state';
import { groupOptions } from '../utils/facets';

const Group = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-of-type {
    border-bottom: 0;
  }
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
const Toggle = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  padding: 0.55rem 0.4rem;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;
const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  transition: transform 0.15s;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0.4rem 0.5rem;
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  &[hidden] {
    display: none;
  }
`;
const Option = styled.li`
  & label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.25rem 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }
  & input {
    width: 1rem;
    height: 1rem;
    margin: 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
const Count = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0.5rem 0.4rem 0.25rem;
`;

function FilterGroupSection({
  group,
  label,
  options,
  selected,
  open,
  onToggleOpen,
  onToggle,
}: {
  group: FilterGroup;
  label: string;
  options: ReadonlyArray<{ value: string; count: number | undefined }>;
  selected: readonly string[];
  open: boolean;
  onToggleOpen: () => void;
  onToggle: (group: FilterGroup, value: string) => void;
}) {
  const listId = useId();
  return (
    <Group aria-label={label}>
      <h3>
        <Toggle type="button" aria-expanded={open} aria-controls={listId} onClick={onToggleOpen}>
          <span>
            {label}
            {selected.length ? ` (${selected.length} selected)` : ''}
          </span>
          <Chevron $open={open} aria-hidden="true">
            ▾
          </Chevron>
        </Toggle>
      </h3>
      <Options id={listId} hidden={!open}>
        {options.map(({ value, count }) => (
          <Option key={value}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(value)}
                onChange={() => onToggle(group, value)}
              />
              <span>{value}</span>
              <Count>{count === undefined ? '' : count}</Count>
            </label>
          </Option>
        ))}
      </Options>
    </Group>
  );
}

function FunnelIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M3 5h18l-7 8v6l-4 2v-8L3 5z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Filter: four collapsible groups (Product Type, Location, Delivery, Term), each option with the
 * number of matching items from the server's counts. Values within a group are alternatives, the
 * groups narrow each other; every change applies at once and starts again at page 1.
 */
export function FilterMenu({
  kind,
  state,
  facets,
  onToggle,
  onClear,
}: {
  kind: ItemKind;
  state: SearchState;
  facets: MarketSearchResult['facets'] | undefined;
  onToggle: (group: FilterGroup, value: string) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState<Record<FilterGroup, boolean>>(() => ({
    product: true,
    location: state.filters.location.length > 0,
    delivery: state.filters.delivery.length > 0,
    term: state.filters.term.length > 0,
  }));
  const active = activeFilterCount(state);
  return (
    <PopoverButton
      trigger={
        <>
          <FunnelIcon />
          {active ? `Filter (${active})` : 'Filter'}
        </>
      }
      label="Filters"
      width="20rem"
      testId="filter-menu"
    >
      {filterGroups.map((g) => (
        <FilterGroupSection
          key={g.key}
          group={g.key}
          label={g.label}
          options={groupOptions(filterOptions[kind][g.key], facets?.[g.key], state.filters[g.key])}
          selected={state.filters[g.key]}
          open={open[g.key]}
          onToggleOpen={() => setOpen((current) => ({ ...current, [g.key]: !current[g.key] }))}
          onToggle={onToggle}
        />
      ))}
      <Footer>
        <Button size="sm" variant="ghost" disabled={active === 0} onClick={onClear}>
          Clear filters
        </Button>
      </Footer>
    </PopoverButton>
  );
}

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

const List = styled.div`
  display: flex;
  gap: 0.25rem;
  padding: 0.25rem;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.md};
  margin-bottom: 1rem;
  /* on a narrow screen the tabs take more rows: none is hidden behind a sideways scroll */
  flex-wrap: wrap;
`;
const Tab = styled.button<{ $selected: boolean }>`
  flex: 1 0 auto;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: 0.45rem 0.9rem;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ $selected }) => ($selected ? 600 : 400)};
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface TabsProps {
  tabs: TabItem[];
  /** Controlled selection (e.g. from a ?tab= query parameter). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * WAI-ARIA tabs: role tablist/tab/tabpanel, arrow keys, Home/End. Only the selected panel is rendered.
 * On a narrow screen the tabs wrap onto more rows, so every tab and its count stay in sight.
 */
export function Tabs({ tabs, value, defaultValue, onValueChange, label }: TabsProps) {
  const baseId = useId().replace(/:/g, '');
  const [internal, setInternal] = useState(defaultValue ?? tabs[0]?.id);
  const selected = value ?? internal;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onValueChange?.(id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const enabled = tabs.filter((t) => !t.disabled);
    const index = enabled.findIndex((t) => t.id === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    refs.current[next.id]?.focus();
  };
  const current = tabs.find((t) => t.id === selected);
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            disabled={tab.disabled}
            $selected={tab.id === selected}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {current ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}

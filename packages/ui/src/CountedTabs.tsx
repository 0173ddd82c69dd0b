import type { ReactNode } from 'react';
import { Badge } from './Badge';
import { Tabs } from './Tabs';

export interface CountedTab<Id extends string> {
  id: Id;
  label: string;
}

export interface CountedTabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ReadonlyArray<CountedTab<Id>>;
  value: Id;
  onValueChange: (id: Id) => void;
  /** Each tab's count from the server's answer; undefined until it has come. */
  counts: Partial<Record<Id, number>> | undefined;
  /** The selected tab's panel (the same list, filtered by the server). */
  content: ReactNode;
  /**
   * 'badge': 'Pending [3]', a neutral badge named `count-<id>` ('–' while loading);
   * 'text': 'Active (3)', nothing while loading.
   */
  look?: 'badge' | 'text';
}

/** Tabs over one server list, each labelled with how many rows it holds. */
export function CountedTabs<Id extends string>({
  label,
  tabs,
  value,
  onValueChange,
  counts,
  content,
  look = 'badge',
}: CountedTabsProps<Id>) {
  const tabLabel = ({ id, label: name }: CountedTab<Id>): ReactNode => {
    const count = counts?.[id];
    if (look === 'text') return count === undefined ? name : `${name} (${count})`;
    return (
      <>
        {name}{' '}
        <Badge tone="neutral" data-testid={`count-${id}`}>
          {count ?? '–'}
        </Badge>
      </>
    );
  };
  return (
    <Tabs
      label={label}
      value={value}
      onValueChange={(id) => {
        const tab = tabs.find((t) => t.id === id);
        if (tab) onValueChange(tab.id);
      }}
      tabs={tabs.map((tab) => ({ id: tab.id, label: tabLabel(tab), content }))}
    />
  );
}

import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Menu as AriaMenu, MenuItem as AriaMenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './Button';

/**
 * A menu button (React Aria): the WAI-ARIA menu pattern with Enter / Space / arrow keys to open, arrow
 * keys, Home / End and type-ahead inside, Escape to close and focus back on the trigger. The popover is
 * rendered in a portal at the end of <body>, so no scroll container or overflow clips it, and it flips
 * above the trigger when there is no room below.
 */

export interface MenuAction<K extends string = string> {
  id: K;
  label: string;
  /** a destructive action, drawn in red */
  danger?: boolean;
  disabled?: boolean;
}

export interface MenuProps<K extends string> {
  /** The trigger's visible content, e.g. 'Actions ▾'. */
  trigger: ReactNode;
  /** Accessible name of the trigger and of the menu, e.g. 'Actions for Ann Buyer'. */
  label: string;
  items: ReadonlyArray<MenuAction<K>>;
  onAction: (id: K) => void;
  disabled?: boolean;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /**
   * A choice menu (e.g. Sort By): the items are menuitemradio, this one checked; choosing another
   * calls onAction with its id.
   */
  selectedId?: K;
}

const Trigger = styled(AriaButton)<{ $variant: ButtonVariant; $size: 'sm' | 'md' }>`
  ${buttonStyles}
`;

const MenuPopover = styled(Popover)`
  min-width: max(10rem, var(--trigger-width));
  padding: 0.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.45);
  overflow: auto;
`;

const List = styled(AriaMenu)`
  display: flex;
  flex-direction: column;
  outline: none;
`;

const Item = styled(AriaMenuItem)<{ $danger?: boolean }>`
  padding: 0.45rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  outline: none;
  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[data-selection-mode] {
    display: flex;
    gap: 0.5rem;
  }
`;

const Check = styled.span`
  width: 1em;
  flex: none;
  color: ${({ theme }) => theme.colors.info};
`;

export function Menu<K extends string>({
  trigger,
  label,
  items,
  onAction,
  disabled = false,
  variant = 'outline',
  size = 'sm',
  selectedId,
}: MenuProps<K>) {
  const choosing = selectedId !== undefined;
  const selection = choosing
    ? {
        selectionMode: 'single' as const,
        selectedKeys: [selectedId],
        disallowEmptySelection: true,
        onSelectionChange: (keys: 'all' | Set<string | number>) => {
          const [key] = keys === 'all' ? [] : [...keys];
          if (key !== undefined && key !== selectedId) onAction(String(key) as K);
        },
      }
    : { onAction: (key: string | number) => onAction(String(key) as K) };
  return (
    <MenuTrigger>
      <Trigger aria-label={label} isDisabled={disabled} $variant={variant} $size={size}>
        {trigger}
      </Trigger>
      <MenuPopover placement="bottom end" offset={4}>
        <List
          aria-label={label}
          disabledKeys={items.filter((item) => item.disabled).map((item) => item.id)}
          {...selection}
        >
          {items.map((item) => (
            <Item key={item.id} id={item.id} textValue={item.label} $danger={item.danger}>
              {choosing ? (
                <>
                  <Check aria-hidden="true">{item.id === selectedId ? '✓' : ''}</Check>
                  {item.label}
                </>
              ) : (
                item.label
              )}
            </Item>
          ))}
        </List>
      </MenuPopover>
    </MenuTrigger>
  );
}

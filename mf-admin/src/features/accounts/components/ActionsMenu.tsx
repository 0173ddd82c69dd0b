import type { AccountRow } from '@portal/contracts/admin';
import { Button } from '@portal/ui/Button';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export type AccountAction = 'edit' | 'rating' | 'active';

const Wrap = styled.div`
  position: relative;
  display: inline-block;
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.25rem);
  z-index: 20;
  min-width: 10rem;
  padding: 0.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.35);
  display: flex;
  flex-direction: column;
`;

const Item = styled.button<{ $danger?: boolean }>`
  text-align: left;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: 0.45rem 0.6rem;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    outline: none;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/**
 * The row's Actions menu (spec: Edit, Adjust Rating, Deactivate when active or Activate when inactive).
 * A menu button: Escape or a click outside closes it, arrow keys move between the items.
 */
export function ActionsMenu({
  account,
  busy,
  onAction,
}: {
  account: AccountRow;
  busy: boolean;
  onAction: (action: AccountAction) => void;
}) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
    const onPointer = (event: MouseEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const choose = (action: AccountAction) => {
    setOpen(false);
    onAction(action);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(
      menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      wrapRef.current?.querySelector<HTMLButtonElement>('button[aria-haspopup]')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const active = account.status === 'active';
  return (
    <Wrap ref={wrapRef}>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Actions for ${account.name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={busy}
        onClick={() => setOpen((o) => !o)}
      >
        Actions ▾
      </Button>
      {open ? (
        <Menu
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={`Actions for ${account.name}`}
          onKeyDown={onMenuKey}
        >
          <Item type="button" role="menuitem" onClick={() => choose('edit')}>
            Edit
          </Item>
          <Item type="button" role="menuitem" onClick={() => choose('rating')}>
            Adjust Rating
          </Item>
          <Item type="button" role="menuitem" $danger={active} onClick={() => choose('active')}>
            {active ? 'Deactivate' : 'Activate'}
          </Item>
        </Menu>
      ) : null}
    </Wrap>
  );
}

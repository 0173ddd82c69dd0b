import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog as AriaDialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover as AriaPopover } from 'react-aria-components/Popover';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './Button';

/**
 * A button that opens a panel of controls (React Aria DialogTrigger + Popover), for content a menu
 * cannot hold: checkboxes in collapsible groups, a small form. Focus moves into the panel and stays
 * there; Escape or a click outside closes it and focus returns to the button. The panel is rendered
 * in a portal at the end of <body> (no container clips it), is never wider than the viewport, flips
 * above the trigger when there is no room below and scrolls when taller than the room it has.
 */

export interface PopoverButtonProps {
  /** The trigger's visible content (its accessible name), e.g. 'Filter (2)'. */
  trigger: ReactNode;
  /** Accessible name of the panel, e.g. 'Filters'. */
  label: string;
  /** The panel's content; a function gets `close` (e.g. to close the panel after navigating). */
  children: ReactNode | ((close: () => void) => ReactNode);
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  placement?: 'bottom start' | 'bottom end';
  /** The panel's width (a CSS length; capped at the viewport's width). */
  width?: string;
  /** Extra attributes for tests on the trigger. */
  testId?: string;
}

const Trigger = styled(AriaButton)<{ $variant: ButtonVariant; $size: 'sm' | 'md' }>`
  ${buttonStyles}
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Panel = styled(AriaPopover)<{ $width: string }>`
  width: min(${({ $width }) => $width}, calc(100vw - 1rem));
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.45);
  overflow: auto;
`;

const Body = styled(AriaDialog)`
  padding: 0.5rem;
  outline: none;
`;

export function PopoverButton({
  trigger,
  label,
  children,
  variant = 'outline',
  size = 'sm',
  placement = 'bottom start',
  width = '20rem',
  testId,
}: PopoverButtonProps) {
  return (
    <DialogTrigger>
      <Trigger $variant={variant} $size={size} data-testid={testId}>
        {trigger}
      </Trigger>
      <Panel placement={placement} offset={4} containerPadding={8} $width={width}>
        <Body aria-label={label}>
          {typeof children === 'function' ? ({ close }) => children(close) : children}
        </Body>
      </Panel>
    </DialogTrigger>
  );
}

import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
  /** React 19 passes a function component's ref as a prop: a dialog focuses its Cancel button. */
  ref?: Ref<HTMLButtonElement>;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.textMuted};
    }
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceRaised};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceRaised};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerSolid};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerSolidHover};
    }
  `,
};

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: 'sm' | 'md';
  $fullWidth?: boolean;
}

/** The look of a button, for controls that must render their own element (e.g. a menu trigger). */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ $size }) => ($size === 'sm' ? '0.3rem 0.7rem' : '0.55rem 1.1rem')};
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  font-weight: 500;
  cursor: pointer;
  /* a short label on one line; long ones ('Approve All Pending Registrations') may still wrap */
  white-space: ${({ $size }) => ($size === 'sm' ? 'nowrap' : 'normal')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  transition:
    background 0.15s,
    border-color 0.15s;
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A native <button> (type="button" unless given): accessible name = its text or aria-label. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  ...rest
}: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}

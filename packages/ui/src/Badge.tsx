import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

const tones = {
  success: ['success', 'successBg'],
  danger: ['danger', 'dangerBg'],
  warning: ['warning', 'warningBg'],
  info: ['info', 'infoBg'],
  neutral: ['textMuted', 'surfaceRaised'],
} as const;

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 0.1rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.colors[tones[$tone][0]]};
  background: ${({ theme, $tone }) => theme.colors[tones[$tone][1]]};
  border: 1px solid currentColor;
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} {...rest} />;
}

/** The Account Status badge: 'Active' (green) or 'Inactive' (red). data-testid="account-status". */
export function AccountStatusBadge({ status }: { status: 'active' | 'inactive' }) {
  return (
    <Badge
      tone={status === 'active' ? 'success' : 'danger'}
      data-testid="account-status"
      data-status={status}
    >
      {status === 'active' ? 'Active' : 'Inactive'}
    </Badge>
  );
}

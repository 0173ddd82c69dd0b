import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from './theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Busy indicator; role="status" with an accessible label (default 'Loading...'). */
export function Spinner({ label = 'Loading...', size = 24 }: { label?: string; size?: number }) {
  return (
    <span role="status" aria-live="polite">
      <Ring $size={size} aria-hidden="true" />
      <Hidden>{label}</Hidden>
    </span>
  );
}

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Full-area loading state with a visible text (e.g. 'Loading Registration Form'). */
export function LoadingState({ text = 'Loading...' }: { text?: string }) {
  return (
    <Center role="status" aria-live="polite" aria-busy="true">
      <Ring $size={32} aria-hidden="true" />
      <span>{text}</span>
    </Center>
  );
}

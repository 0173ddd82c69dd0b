import styled from 'styled-components';

export const Page = styled.div`
  padding: 1.5rem;
  max-width: 72rem;
  color: ${({ theme }) => theme.colors.text};
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin-bottom: 1.25rem;
  & h1 {
    font-size: 1.6rem;
    margin: 0;
  }
`;

export const StatusLine = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.9rem;
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 0 1rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Notice = styled.div<{ $tone?: 'info' | 'warning' | 'danger' | 'success' }>`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone = 'info' }) => theme.colors[$tone]};
  background: ${({ theme, $tone = 'info' }) => theme.colors[`${$tone}Bg`]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  width: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.55rem 0.75rem;
  font: inherit;
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: none;
  }
  &:disabled {
    opacity: 0.7;
  }
`;

/** A determinate progress bar (role progressbar with aria-valuenow). */
const Track = styled.div`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;
const Fill = styled.div<{ $value: number }>`
  height: 100%;
  width: ${({ $value }) => $value}%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s;
`;
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
    >
      <Fill $value={clamped} />
    </Track>
  );
}

import styled from 'styled-components';

/** The fill's colour: the portal's blue unless a status asks for amber (early) or green (done). */
export type ProgressTone = 'primary' | 'warning' | 'success';

const Track = styled.div`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;
const Fill = styled.div<{ $value: number; $tone: ProgressTone }>`
  height: 100%;
  width: ${({ $value }) => $value}%;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  transition: width 0.2s;
`;

/** A determinate progress bar (role progressbar with aria-valuenow, 0 to 100). */
export function ProgressBar({
  value,
  label,
  tone = 'primary',
}: {
  value: number;
  label: string;
  tone?: ProgressTone;
}) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      data-tone={tone}
    >
      <Fill $value={clamped} $tone={tone} />
    </Track>
  );
}

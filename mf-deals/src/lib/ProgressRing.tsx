import { progressTone } from '@portal/contracts/deal-stages';
import styled from 'styled-components';

const colourOf = { amber: 'warning', blue: 'info', green: 'success' } as const;

const Svg = styled.svg`
  flex: none;
  & text {
    font-size: 0.8rem;
    font-weight: 600;
    fill: ${({ theme }) => theme.colors.text};
  }
`;

const ColouredArc = styled.circle<{ $tone: 'warning' | 'info' | 'success' }>`
  stroke: ${({ theme, $tone }) => theme.colors[$tone]};
`;

/**
 * A deal's progress as a circle filled to its percentage, coloured as the progress bar is (amber up to
 * 20 %, blue below 100 %, green at 100 %). One image to assistive technology, named '{n}% complete'.
 */
export function ProgressRing({ progress, size = 56 }: { progress: number; size?: number }) {
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  const stroke = 5;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const centre = size / 2;
  return (
    <Svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={`${value}% complete`}
      data-testid="progress-ring"
    >
      <circle
        cx={centre}
        cy={centre}
        r={radius}
        fill="none"
        strokeWidth={stroke}
        stroke="currentColor"
        opacity={0.15}
      />
      <ColouredArc
        $tone={colourOf[progressTone(value)]}
        cx={centre}
        cy={centre}
        r={radius}
        fill="none"
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
        // the arc starts at twelve o'clock and runs clockwise
        transform={`rotate(-90 ${centre} ${centre})`}
      />
      <text x="50%" y="50%" textAnchor="middle" dominantBaseline="central" aria-hidden="true">
        {value}%
      </text>
    </Svg>
  );
}

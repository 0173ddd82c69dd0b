import styled from 'styled-components';
import { Card } from '@portal/ui/Card';
import { ProgressBar } from '@portal/ui/ProgressBar';
import { stageProgress, stages, type ProgressStage } from '../utils/registration-status';

const Steps = styled.ol`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0.5rem;
  margin: 0.75rem 0 0;
  padding: 0;
  & li {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }
  & li:first-child {
    text-align: left;
  }
  & li:last-child {
    text-align: right;
  }
  & li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

/** Read-only three-stage display: application (0%), due-diligence (50%), approved (100%). */
export function RegistrationProgress({ stage }: { stage: ProgressStage }) {
  const value = stageProgress[stage];
  return (
    <Card title="Registration Progress" data-testid="registration-progress" data-stage={stage}>
      <ProgressBar value={value} label="Registration progress" />
      <Steps>
        {stages.map((s) => (
          <li key={s} aria-current={s === stage ? 'step' : undefined}>
            {s} ({stageProgress[s]}%)
          </li>
        ))}
      </Steps>
    </Card>
  );
}

import { progressTone, stageInfo, type DealGroupId } from '@portal/contracts/deal-stages';
import type { DealDetail } from '@portal/contracts/deals';
import { Card } from '@portal/ui/Card';
import { Label, Select } from '@portal/ui/Input';
import { ProgressBar } from '@portal/ui/ProgressBar';
import { Muted, VisuallyHidden } from '@portal/ui/layout';
import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { progressBarTone } from '../../../lib/tones';
import { timelineRowDescription, timelineRows, type TimelineRow } from '../utils/timeline';
import { GroupActivity } from './GroupActivity';
import { DealReasonDialog } from './DealReasonDialog';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 0.25rem 1rem;
  margin-bottom: 0.5rem;
  & strong {
    font-size: 1.1rem;
  }
`;
const StageSelector = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-top: 0.75rem;
  & select {
    width: auto;
    min-width: 12rem;
    max-width: 100%;
  }
`;
const Steps = styled.ol`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
`;
const RowButton = styled.button<{ $status: TimelineRow['status']; $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  padding: 0.55rem 0.75rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:disabled {
    cursor: default;
  }
  ${({ $status, theme }) =>
    $status === 'current' &&
    css`
      background: ${theme.colors.infoBg};
      border-color: ${theme.colors.info};
      font-weight: 600;
    `}
  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.colors.focus};
    `}
  ${({ $status, theme }) =>
    $status === 'upcoming' &&
    css`
      color: ${theme.colors.textMuted};
    `}
`;
const StepNumber = styled.span<{ $status: TimelineRow['status'] }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.6rem;
  height: 1.6rem;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: 0.8rem;
  font-weight: 600;
  border: 1px solid
    ${({ theme, $status }) =>
      $status === 'completed'
        ? theme.colors.success
        : $status === 'current'
          ? theme.colors.info
          : theme.colors.border};
  color: ${({ theme, $status }) =>
    $status === 'completed'
      ? theme.colors.success
      : $status === 'current'
        ? theme.colors.info
        : theme.colors.textMuted};
  background: ${({ theme, $status }) => ($status === 'completed' ? theme.colors.successBg : 'transparent')};
`;
const RowLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;
const Markers = styled.span`
  flex: none;
  display: inline-flex;
  gap: 0.3rem;
`;
const Marker = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.4rem;
  height: 1.4rem;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: 0.75rem;
  font-weight: 700;
  border: 1px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.textMuted)};
  background: ${({ theme, $done }) => ($done ? theme.colors.successBg : 'transparent')};
`;

function TimelineRowContent({ row }: { row: TimelineRow }) {
  return (
    <>
      <StepNumber $status={row.status} aria-hidden="true">
        {row.status === 'completed' ? '✓' : row.step}
      </StepNumber>
      <RowLabel aria-hidden="true">{row.label}</RowLabel>
      {row.showsPartyMarkers ? (
        <Markers aria-hidden="true">
          <Marker $done={row.buyerDone} data-testid="marker-buyer" data-done={row.buyerDone}>
            B
          </Marker>
          <Marker $done={row.sellerDone} data-testid="marker-seller" data-done={row.sellerDone}>
            S
          </Marker>
        </Markers>
      ) : null}
      <VisuallyHidden>{timelineRowDescription(row)}</VisuallyHidden>
    </>
  );
}

/**
 * The Progress card: the bar (amber up to 20 %, blue below 100 %, green at 100 %), the current step
 * and the ten groups. An admin clicks a group to move the deal to its first stage (with a reason); a
 * party clicks one to see its documents and history.
 */
export function ProgressCard({ deal, onChange }: { deal: DealDetail; onChange: (deal: DealDetail) => void }) {
  const isAdmin = deal.role === 'admin';
  const rows = timelineRows(deal);
  const [moveTo, setMoveTo] = useState<TimelineRow | null>(null);
  const [selected, setSelected] = useState<DealGroupId | null>(null);
  const activityId = useId();
  const selectorId = useId();

  const clickable = (row: TimelineRow) => !row.disabled && (isAdmin ? row.overrideStage !== null : true);
  const onRowClick = (row: TimelineRow) => {
    if (isAdmin) setMoveTo(row);
    else setSelected((current) => (current === row.group ? null : row.group));
  };

  return (
    <Card title="Progress" data-testid="progress-card">
      <Summary>
        <span>
          Current step: <strong data-testid="current-step">{deal.stage_label}</strong>
        </span>
        <span data-testid="progress-value">{deal.progress}%</span>
      </Summary>
      <ProgressBar
        value={deal.progress}
        label="Deal progress"
        tone={progressBarTone[progressTone(deal.progress)]}
      />
      {isAdmin ? (
        <Muted style={{ marginTop: '0.75rem' }}>Click on a stage to update the deal progress</Muted>
      ) : null}
      <StageSelector>
        <Label htmlFor={selectorId}>{isAdmin ? 'Move to stage' : 'Show stage'}</Label>
        <Select
          id={selectorId}
          data-testid="stage-selector"
          value={isAdmin ? '' : (selected ?? '')}
          onChange={(event) => {
            const row = rows.find((r) => r.group === event.target.value);
            if (row) onRowClick(row);
            else setSelected(null);
          }}
        >
          <option value="">{isAdmin ? 'Choose a stage…' : 'Current step'}</option>
          {rows.map((row) => (
            <option key={row.group} value={row.group} disabled={!clickable(row)}>
              {row.step}. {row.label}
            </option>
          ))}
        </Select>
      </StageSelector>
      <Steps aria-label="Deal stages">
        {rows.map((row) => (
          <li
            key={row.group}
            aria-current={row.status === 'current' ? 'step' : undefined}
            data-testid="timeline-row"
            data-group={row.group}
            data-status={row.status}
          >
            <RowButton
              type="button"
              $status={row.status}
              $selected={selected === row.group}
              disabled={!clickable(row)}
              aria-pressed={isAdmin ? undefined : selected === row.group}
              aria-controls={!isAdmin && selected === row.group ? activityId : undefined}
              onClick={() => onRowClick(row)}
            >
              <TimelineRowContent row={row} />
            </RowButton>
          </li>
        ))}
      </Steps>
      {!isAdmin && selected ? (
        <GroupActivity id={activityId} deal={deal} group={selected} onChange={onChange} />
      ) : null}
      {moveTo?.overrideStage ? (
        <DealReasonDialog
          deal={deal}
          open
          onClose={() => setMoveTo(null)}
          onChange={onChange}
          title={`Move deal to ${moveTo.label}`}
          description={`The deal moves to '${stageInfo(moveTo.overrideStage).label}', the first stage of ${moveTo.label}. The reason is kept in the deal's history.`}
          confirmLabel="Move Deal"
          command={(reason) => ({ type: 'override-stage', stage: moveTo.overrideStage!, reason })}
          success={{
            title: 'Deal moved',
            description: (next) => `The deal is now at ${next.stage_label}.`,
          }}
          failureTitle="Failed to move deal"
        />
      ) : null}
    </Card>
  );
}

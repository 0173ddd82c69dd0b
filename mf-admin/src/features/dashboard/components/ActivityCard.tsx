import type { ActivityEvent } from '@portal/contracts/admin';
import { Card } from '@portal/ui/Card';
import { SkeletonList } from '@portal/ui/Skeleton';
import { Muted } from '@portal/ui/layout';
import styled from 'styled-components';
import { activityFailureLine, activityLines, type ActivityLine } from '../utils/activity';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & li {
    display: flex;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & li:last-child {
    border-bottom: 0;
  }
`;

/** Recent Activity: the 5 newest registration events. */
export function ActivityCard({
  events,
  error,
  loading,
}: {
  events?: ActivityEvent[];
  error?: unknown;
  loading: boolean;
}) {
  let lines: ActivityLine[] | undefined;
  if (error && !events) lines = [activityFailureLine()];
  else if (events) lines = activityLines(events);
  return (
    <Card title="Recent Activity" aria-label="Recent Activity">
      {!lines && loading ? (
        <SkeletonList items={4} label="Loading recent activity..." />
      ) : !lines || lines.length === 0 ? (
        <Muted>No recent activity</Muted>
      ) : (
        <List>
          {lines.map((line) => (
            <li key={line.id} data-testid="activity-item">
              <div>
                <div style={{ fontWeight: 600 }}>{line.actor}</div>
                <div>{line.text}</div>
              </div>
              <Muted as="time">{line.time}</Muted>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}

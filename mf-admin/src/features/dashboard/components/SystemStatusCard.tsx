import { Badge, type BadgeTone } from '@portal/ui/Badge';
import { Card } from '@portal/ui/Card';
import { Muted } from '@portal/ui/layout';
import styled from 'styled-components';
import { formatBytes } from '@portal/web/format';
import { UNKNOWN_STATUS, type Indicator, type SystemStatus } from '../utils/system-status';

const tone: Record<Indicator, BadgeTone> = {
  operational: 'success',
  degraded: 'warning',
  down: 'danger',
  unknown: 'neutral',
};

const Rows = styled.ul`
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
  & li {
    display: flex;
    justify-content: space-between;
    padding: 0.35rem 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
const Track = styled.div`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
  margin: 0.35rem 0;
`;
const Fill = styled.div<{ $value: number }>`
  height: 100%;
  width: ${({ $value }) => $value}%;
  background: ${({ theme, $value }) => ($value >= 90 ? theme.colors.danger : $value >= 70 ? theme.colors.warning : theme.colors.primary)};
`;

/** API, database and authentication checks from GET /health, plus storage used of the quota from the stats. */
export function SystemStatusCard({
  status,
  storage,
}: {
  status?: SystemStatus;
  storage?: { used_bytes: number; quota_bytes: number; percent: number };
}) {
  const current = status ?? UNKNOWN_STATUS;
  const rows: Array<[string, Indicator]> = [
    ['API', current.api],
    ['Database', current.database],
    ['Authentication', current.auth],
  ];
  const percent = storage ? Math.max(0, Math.min(100, Math.floor(storage.percent))) : undefined;
  return (
    <Card title="System Status" aria-label="System Status">
      <Rows>
        {rows.map(([label, indicator]) => (
          <li key={label}>
            <span>{label}</span>
            <Badge
              tone={tone[indicator]}
              data-testid={`status-${label.toLowerCase()}`}
              data-status={indicator}
            >
              {indicator}
            </Badge>
          </li>
        ))}
      </Rows>
      <div>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: '0.875rem' }}>
          <span>Storage Usage</span>
          <span data-testid="storage-percent">{percent === undefined ? '…' : `${percent}%`}</span>
        </div>
        <Track
          role="progressbar"
          aria-label="Storage Usage"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? 0}
        >
          <Fill $value={percent ?? 0} />
        </Track>
        {storage ? (
          <Muted>
            {formatBytes(storage.used_bytes)} of {formatBytes(storage.quota_bytes)}
          </Muted>
        ) : null}
      </div>
    </Card>
  );
}

import { FactList } from '@portal/ui/layout';
import { DealStatusBadge } from '../../../lib/DealStatusBadge';
import type { SpecificationRow } from '../utils/specification';

/** A deal's specification as label / value pairs (the status as its coloured badge). */
export function SpecificationPanel({ rows }: { rows: SpecificationRow[] }) {
  return (
    <FactList $labelColumn="9rem" data-testid="deal-specification">
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt>{row.label}</dt>
          <dd data-field={row.label}>
            {row.kind === 'status' ? <DealStatusBadge status={row.value} /> : row.value}
          </dd>
        </div>
      ))}
    </FactList>
  );
}

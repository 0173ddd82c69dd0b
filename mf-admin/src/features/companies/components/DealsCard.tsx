import type { AdminCompany } from '@portal/contracts/admin';
import { Badge } from '@portal/ui/Badge';
import { Card } from '@portal/ui/Card';
import { Muted } from '@portal/ui/layout';
import { Table, TableWrap } from '@portal/ui/Table';
import { formatDate } from '@portal/web/format';
import { Link } from 'react-router-dom';
import { dealPath, dealRoleLabel, dealStatusBadge, NO_DEALS } from '../utils/companies';

/**
 * The deals the company is a party to (or a mandate on), most recently changed first as the API lists
 * them; each title opens the deal page, where an admin reviews and acts.
 */
export function DealsCard({ data }: { data: AdminCompany }) {
  const { deals } = data;
  return (
    <Card title="Deals">
      {deals.length === 0 ? (
        <Muted>{NO_DEALS}</Muted>
      ) : (
        <TableWrap>
          <Table aria-label="Deals">
            <thead>
              <tr>
                <th scope="col">Deal</th>
                <th scope="col">Role</th>
                <th scope="col">Stage</th>
                <th scope="col">Status</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {deals.map((deal) => {
                const status = dealStatusBadge(deal.status);
                return (
                  <tr key={deal.id} data-testid="company-deal-row">
                    <td data-label="Deal">
                      <Link to={dealPath(deal.id)}>{deal.name || deal.title}</Link>
                      {deal.name ? <Muted>{deal.title}</Muted> : null}
                    </td>
                    <td data-label="Role">{dealRoleLabel(deal.role)}</td>
                    <td data-label="Stage">{deal.stage_label}</td>
                    <td data-label="Status">
                      <Badge tone={status.tone} data-status={deal.status}>
                        {status.label}
                      </Badge>
                    </td>
                    <td data-label="Updated">{formatDate(deal.updated_at)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Card>
  );
}

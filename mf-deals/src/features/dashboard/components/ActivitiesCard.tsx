import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { Input } from '@portal/ui/Input';
import { Pager } from '@portal/ui/Pager';
import { Row, VisuallyHidden } from '@portal/ui/layout';
import { Table, TableMessage, TableWrap } from '@portal/ui/Table';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@portal/web/format';
import { useActivities } from '../api/dashboard-api';
import { activityTone } from '../utils/dashboard';

const COLUMNS = 4;

/** My Recent Activities: the caller's own actions, searchable, five per page, Previous / Next. */
export function ActivitiesCard() {
  const searchId = useId();
  const activities = useActivities();
  const { data, error, isLoading, mutate } = activities.list;
  const rows = data?.activities ?? [];

  let body;
  if (isLoading && !data)
    body = (
      <TableMessage colSpan={COLUMNS} role="status">
        Loading activities...
      </TableMessage>
    );
  else if (error && !data)
    body = (
      <TableMessage colSpan={COLUMNS} role="alert">
        Failed to load activities.{' '}
        <Button size="sm" variant="outline" onClick={() => void mutate()}>
          Retry
        </Button>
      </TableMessage>
    );
  else if (rows.length === 0) body = <TableMessage colSpan={COLUMNS}>No activities found</TableMessage>;
  else
    body = rows.map((activity) => (
      <tr key={activity.id} data-testid="activity-row">
        <td data-label="Action">
          {activity.link ? <Link to={activity.link}>{activity.action}</Link> : activity.action}
        </td>
        <td data-label="Status">
          <Badge tone={activityTone(activity.status)}>{activity.status}</Badge>
        </td>
        <td data-label="Time">
          <time dateTime={activity.at}>{formatDateTime(activity.at)}</time>
        </td>
        <td data-label="Document">{activity.document_name ?? '—'}</td>
      </tr>
    ));

  return (
    <Card title="My Recent Activities" data-testid="card-activities">
      <Row style={{ marginBottom: '0.75rem' }}>
        <label htmlFor={searchId}>
          <VisuallyHidden>Search activities</VisuallyHidden>
        </label>
        <Input
          id={searchId}
          type="search"
          placeholder="Search activities..."
          value={activities.searchInput}
          onChange={(event) => activities.setSearchInput(event.target.value)}
          style={{ maxWidth: '20rem' }}
        />
      </Row>
      <TableWrap>
        <Table aria-label="My Recent Activities" aria-busy={isLoading}>
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Status</th>
              <th scope="col">Time</th>
              <th scope="col">Document</th>
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </Table>
      </TableWrap>
      <Pager
        page={activities.page}
        hasNext={activities.hasNext}
        onPrevious={activities.previous}
        onNext={activities.next}
        style={{ marginTop: '0.75rem' }}
      />
    </Card>
  );
}

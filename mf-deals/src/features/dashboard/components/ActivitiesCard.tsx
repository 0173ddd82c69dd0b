import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { Input } from '@portal/ui/Input';
import { Row, VisuallyHidden } from '@portal/ui/layout';
import { Table, TableMessage, TableWrap } from '@portal/ui/Table';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { useActivities } from '../api/dashboard-api';
import { useCursorPages } from '../hooks/useCursorPages';
import { activityTone } from '../utils/dashboard';

const COLUMNS = 4;
/** Typing settles this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

/** My Recent Activities: the caller's own actions, searchable, five per page, Previous / Next. */
export function ActivitiesCard() {
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const pages = useCursorPages();
  const { reset } = pages;
  useEffect(() => {
    const next = typed.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setQuery(next);
      reset();
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, query, reset]);
  const { data, error, isLoading, mutate } = useActivities(query, pages.cursor);
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
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
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
      <Row style={{ marginTop: '0.75rem', justifyContent: 'space-between' }}>
        <Button size="sm" variant="outline" disabled={pages.page === 0} onClick={pages.previous}>
          Previous
        </Button>
        <span>Page {pages.page + 1}</span>
        <Button
          size="sm"
          variant="outline"
          disabled={!data?.next_cursor}
          onClick={() => data?.next_cursor && pages.next(data.next_cursor)}
        >
          Next
        </Button>
      </Row>
    </Card>
  );
}

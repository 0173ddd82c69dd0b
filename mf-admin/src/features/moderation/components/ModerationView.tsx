import type { OwnerItem } from '@portal/contracts/marketplace';
import { quantityLabel } from '@portal/contracts/marketplace-catalogue';
import { Button } from '@portal/ui/Button';
import { SkeletonRows } from '@portal/ui/Skeleton';
import { PageHeader, Row, SubText } from '@portal/ui/layout';
import { ActionsCell, ActionsHeader, Table, TableMessage, TableWrap } from '@portal/ui/Table';
import { Suspense, useRef, useState } from 'react';
import { approveItem, rejectItem, useModerationQueue } from '../api/moderation';
import { kindLabel, queueKey, rejectionReasonProblem } from '../utils/moderation';
import { LazyReasonDialog } from '../../../lib/components/LazyReasonDialog';
import { serverMessage } from '@portal/web/errors';
import { formatDate } from '@portal/web/format';
import { notify } from '@portal/ui/notify';

const COLUMNS = 7;

/**
 * /admin/moderation (Listing Moderation): the listings and requests held while moderation is on
 * (System Settings), oldest first, with Approve (published at once) and Reject (with a reason the owner
 * sees). While one item is being processed, further clicks on it are ignored.
 */
export function ModerationView() {
  const { data, error, isLoading, mutate } = useModerationQueue();
  const [processing, setProcessing] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());
  const [rejecting, setRejecting] = useState<OwnerItem | null>(null);

  const process = async (item: OwnerItem, action: () => Promise<void>, success: string, failure: string) => {
    const key = queueKey(item);
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    setProcessing(new Set(inFlight.current));
    try {
      await action();
      notify.success(success, item.name);
      setRejecting(null);
      await mutate((items) => items?.filter((i) => queueKey(i) !== key), { revalidate: true });
    } catch (err) {
      notify.error(failure, serverMessage(err), err);
      void mutate();
    } finally {
      inFlight.current.delete(key);
      setProcessing(new Set(inFlight.current));
    }
  };

  const approve = (item: OwnerItem) =>
    process(
      item,
      () => approveItem(item),
      `${kindLabel(item.kind)} approved`,
      `Failed to approve ${item.kind}`,
    );
  const reject = (item: OwnerItem, reason: string) =>
    process(
      item,
      () => rejectItem(item, reason),
      `${kindLabel(item.kind)} rejected`,
      `Failed to reject ${item.kind}`,
    );

  let rows;
  if (error && !data) {
    rows = (
      <TableMessage colSpan={COLUMNS} role="alert">
        Failed to load the moderation queue{serverMessage(error) ? `: ${serverMessage(error)}` : ''}{' '}
        <Button size="sm" variant="ghost" onClick={() => void mutate()}>
          Retry
        </Button>
      </TableMessage>
    );
  } else if (!data && isLoading) {
    rows = <SkeletonRows columns={COLUMNS} label="Loading the moderation queue..." />;
  } else if (!data || data.length === 0) {
    rows = <TableMessage colSpan={COLUMNS}>No listings or requests are waiting for approval.</TableMessage>;
  } else {
    rows = data.map((item) => {
      const busy = processing.has(queueKey(item));
      return (
        <tr
          key={queueKey(item)}
          data-testid="moderation-row"
          data-item-id={item.id}
          aria-busy={busy || undefined}
        >
          <td data-label="Kind">{kindLabel(item.kind)}</td>
          <td data-label="Name">
            <div>{item.name}</div>
            <SubText>{item.location}</SubText>
          </td>
          <td data-label="Industry">{item.industry}</td>
          <td data-label="Quantity" style={{ whiteSpace: 'nowrap' }}>
            {quantityLabel(item.quantity, item.unit)}
          </td>
          <td data-label="Owner" style={{ whiteSpace: 'nowrap' }}>
            {item.owner_label}
          </td>
          <td data-label="Submitted" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(item.created_at)}
          </td>
          <ActionsCell>
            <Row style={{ flexWrap: 'nowrap' }}>
              <Button
                size="sm"
                aria-label={`Approve ${item.name}`}
                disabled={busy}
                onClick={() => void approve(item)}
              >
                Approve
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`Reject ${item.name}`}
                disabled={busy}
                onClick={() => setRejecting(item)}
              >
                Reject
              </Button>
            </Row>
          </ActionsCell>
        </tr>
      );
    });
  }

  return (
    <>
      <PageHeader>
        <div>
          <h1>Listing Moderation</h1>
          <p>New listings and requests waiting for approval before they are published</p>
        </div>
      </PageHeader>
      <TableWrap>
        <Table aria-label="Listings and requests waiting for approval">
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Name</th>
              <th scope="col">Industry</th>
              <th scope="col">Quantity</th>
              <th scope="col">Owner</th>
              <th scope="col">Submitted</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </Table>
      </TableWrap>
      <Suspense fallback={null}>
        {rejecting ? (
          <LazyReasonDialog
            title={`Reject ${kindLabel(rejecting.kind)}`}
            description="The owner sees the reason and can edit and submit it again."
            validate={rejectionReasonProblem}
            confirmLabel="Confirm Rejection"
            busyLabel="Rejecting..."
            busy={processing.has(queueKey(rejecting))}
            onClose={() => setRejecting(null)}
            onConfirm={(reason) => void reject(rejecting, reason)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

import type { Inquiry, OwnerItem } from '@portal/contracts/marketplace';
import { quantityLabel } from '@portal/contracts/marketplace-catalogue';
import { Button } from '@portal/ui/Button';
import { SkeletonRows } from '@portal/ui/Skeleton';
import { Table, TableMessage, TableWrap } from '@portal/ui/Table';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorText } from '@portal/web/errors';
import { formatDate } from '@portal/web/format';
import { useItemInquiries } from '../api/my-items';
import { awaitsYou, roundsText } from '../utils/negotiation';
import { noInquiriesText } from '../utils/owner-items';
import { InquiryDialog } from './InquiryDialog';
import { InquiryStatusBadge } from './StatusBadges';

const COLUMNS = 6;

/** Below the status badge: the deal an accepted inquiry opened. */
const DealLink = styled.span`
  display: block;
  margin-top: 0.3rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/**
 * The inquiries on one of the owner's items, loaded when the item is expanded: a table on desktop,
 * cards on a phone (the table's own narrow layout, led by each cell's column name). View opens the
 * inquiry-details dialog.
 */
export function ItemInquiries({
  item,
  id,
  onChanged,
}: {
  item: OwnerItem;
  /** The region's id (the expanding button's aria-controls). */
  id: string;
  onChanged: () => void;
}) {
  const { data, error, isLoading, mutate } = useItemInquiries(item.kind, item.id, true);
  const [viewing, setViewing] = useState<Inquiry | null>(null);
  // the item's own card is refreshed when the dialog closes (an accept changes its counts and may move
  // it out of the tab, Accepted), not while it is open, which would take the dialog with it
  const changed = useRef(false);

  let rows;
  if (error && !data) {
    rows = (
      <TableMessage colSpan={COLUMNS} role="alert">
        Failed to load inquiries: {errorText(error)}{' '}
        <Button size="sm" variant="ghost" onClick={() => void mutate()}>
          Retry
        </Button>
      </TableMessage>
    );
  } else if (!data && isLoading) {
    rows = <SkeletonRows rows={2} columns={COLUMNS} label="Loading inquiries..." />;
  } else if (!data || data.length === 0) {
    rows = <TableMessage colSpan={COLUMNS}>{noInquiriesText(item.kind)}</TableMessage>;
  } else {
    rows = data.map((inquiry) => (
      <tr key={inquiry.id} data-testid="inquiry-row">
        <td data-label="Company">{inquiry.company}</td>
        <td data-label="Rating">{inquiry.rating.toFixed(1)}</td>
        <td data-label="Quantity">{quantityLabel(inquiry.quantity, inquiry.unit)}</td>
        <td data-label="Status">
          <InquiryStatusBadge status={inquiry.status} />
          {inquiry.status === 'Pending' && inquiry.negotiation ? (
            <DealLink>
              {awaitsYou(inquiry) ? 'Awaiting your answer · ' : 'Awaiting their answer · '}
              {roundsText(inquiry)}
            </DealLink>
          ) : null}
          {inquiry.deal_id ? (
            <DealLink>
              <Link to={`/deal/${encodeURIComponent(inquiry.deal_id)}`}>View Deal #{inquiry.deal_id}</Link>
            </DealLink>
          ) : null}
        </td>
        <td data-label="Date">{formatDate(inquiry.created_at)}</td>
        <td data-label="Actions">
          <Button
            size="sm"
            variant="outline"
            aria-label={`View inquiry from ${inquiry.company}`}
            onClick={() => setViewing(inquiry)}
          >
            View
          </Button>
        </td>
      </tr>
    ));
  }

  return (
    <div id={id}>
      <TableWrap>
        <Table aria-label={`Inquiries on ${item.name}`}>
          <thead>
            <tr>
              <th scope="col">Company</th>
              <th scope="col">Rating</th>
              <th scope="col">Quantity</th>
              <th scope="col">Status</th>
              <th scope="col">Date</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </Table>
      </TableWrap>
      {viewing ? (
        <InquiryDialog
          inquiry={viewing}
          itemName={item.name}
          itemKind={item.kind}
          viewer="owner"
          onClose={() => {
            setViewing(null);
            if (changed.current) onChanged();
            changed.current = false;
          }}
          onChanged={(answered) => {
            changed.current = true;
            // the answered inquiry shows at once (Accepted with its deal's link), then the list is read again
            void mutate(
              (list) => (answered ? list?.map((i) => (i.id === answered.id ? answered : i)) : list),
              { revalidate: true },
            );
          }}
        />
      ) : null}
    </div>
  );
}

import { quantityLabel, type ItemKind } from '@portal/contracts/marketplace-catalogue';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { SkeletonRows } from '@portal/ui/Skeleton';
import { Table, TableMessage, TableWrap } from '@portal/ui/Table';
import { SubText } from '@portal/ui/layout';
import type { Inquiry } from '@portal/contracts/marketplace';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '@portal/web/errors';
import { formatDate } from '@portal/web/format';
import { itemKindTexts } from '../../../lib/item-kinds';
import { useSentInquiries } from '../api/my-items';
import { awaitsYou, roundsText } from '../utils/negotiation';
import { sentInquiriesFor, usageText } from '../utils/owner-items';
import { InquiryDialog } from './InquiryDialog';
import { InquiryStatusBadge } from './StatusBadges';

const COLUMNS = 6;

/**
 * The inquiries the user sent (a buyer's on listings under My Requests, a seller's on requests under
 * My Listings): item, quantity, status with the decline reason or the deal, and this month's use of
 * the inquiry limit.
 */
export function SentInquiries({ kind }: { kind: ItemKind }) {
  const { data, error, isLoading, mutate } = useSentInquiries();
  const [viewing, setViewing] = useState<Inquiry | null>(null);
  const onItems = itemKindTexts[kind === 'listing' ? 'request' : 'listing'].plural;
  const inquiries = data ? sentInquiriesFor(kind, data.inquiries) : [];

  let rows;
  if (error && !data) {
    rows = (
      <TableMessage colSpan={COLUMNS} role="alert">
        Failed to load your sent inquiries: {errorText(error)}{' '}
        <Button size="sm" variant="ghost" onClick={() => void mutate()}>
          Retry
        </Button>
      </TableMessage>
    );
  } else if (!data && isLoading) {
    rows = <SkeletonRows rows={2} columns={COLUMNS} label="Loading sent inquiries..." />;
  } else if (inquiries.length === 0) {
    rows = <TableMessage colSpan={COLUMNS}>You haven't sent any inquiries on {onItems} yet.</TableMessage>;
  } else {
    rows = inquiries.map((inquiry) => (
      <tr key={inquiry.id} data-testid="sent-inquiry-row">
        <td data-label="Item">{inquiry.item_name}</td>
        <td data-label="Quantity">{quantityLabel(inquiry.quantity, inquiry.unit)}</td>
        <td data-label="Status">
          <InquiryStatusBadge status={inquiry.status} />
          {awaitsYou(inquiry) ? <SubText>Awaiting your answer</SubText> : null}
        </td>
        <td data-label="Sent">{formatDate(inquiry.created_at)}</td>
        <td data-label="Details">
          {inquiry.status === 'Accepted' && inquiry.deal_id ? (
            <Link to={`/deal/${encodeURIComponent(inquiry.deal_id)}`}>View Deal #{inquiry.deal_id}</Link>
          ) : inquiry.status === 'Declined' ? (
            <SubText>
              {inquiry.decline_reason ? `Reason: ${inquiry.decline_reason}` : 'No reason given'}
            </SubText>
          ) : (
            <SubText>{roundsText(inquiry)}</SubText>
          )}
        </td>
        <td data-label="Actions">
          <Button
            size="sm"
            variant="outline"
            aria-label={`View inquiry on ${inquiry.item_name}`}
            onClick={() => setViewing(inquiry)}
          >
            View
          </Button>
        </td>
      </tr>
    ));
  }

  return (
    <Card
      title="Sent Inquiries"
      description={data ? usageText(data.usage) : `Your inquiries on ${onItems}`}
      aria-label="Sent Inquiries"
    >
      <TableWrap>
        <Table aria-label="Sent inquiries">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Quantity</th>
              <th scope="col">Status</th>
              <th scope="col">Sent</th>
              <th scope="col">Details</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </Table>
      </TableWrap>
      {viewing ? (
        <InquiryDialog
          inquiry={viewing}
          itemName={viewing.item_name}
          itemKind={viewing.item_kind}
          viewer="inquirer"
          onClose={() => setViewing(null)}
          onChanged={(answered) => {
            void mutate(
              (sent) =>
                answered && sent
                  ? { ...sent, inquiries: sent.inquiries.map((i) => (i.id === answered.id ? answered : i)) }
                  : sent,
              { revalidate: true },
            );
          }}
        />
      ) : null}
    </Card>
  );
}

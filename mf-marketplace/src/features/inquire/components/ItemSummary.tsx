import type { MarketItemDetail } from '@portal/contracts/marketplace';
import { priceLabel, quantityLabel } from '@portal/contracts/marketplace-catalogue';
import { tradeTermRows } from '@portal/contracts/trade-terms';
import { Fragment } from 'react';
import { Card } from '@portal/ui/Card';
import { formatDate } from '@portal/web/format';
import { remainingLabel } from '../utils/inquiry';
import { Facts } from './Facts';
import { FcoTerms } from './FcoTerms';
import { ratingSummary } from '../../../lib/owner-rating';

/**
 * The item inquired on, as the server has it now: what it is, where, how much is left, the price, the
 * trade terms it states (only those given), and the FCO terms an inquiry accepts (readable before sending).
 */
export function ItemSummary({ item }: { item: MarketItemDetail }) {
  const price = priceLabel(item);
  return (
    <Card title={item.name} description={`${item.owner_label} · ${item.industry}`} data-testid="inquiry-item">
      <Facts>
        <dt>Location</dt>
        <dd>{item.location}</dd>
        <dt>Quantity</dt>
        <dd>{quantityLabel(item.quantity, item.unit)}</dd>
        <dt>Remaining</dt>
        <dd data-testid="remaining-quantity">{remainingLabel(item)}</dd>
        <dt>Delivery</dt>
        <dd>{item.delivery}</dd>
        <dt>Term</dt>
        <dd>{item.term}</dd>
        <dt>Price</dt>
        <dd>
          {price.text}
          {price.detail ? ` ${price.detail}` : ''}
        </dd>
        {item.availability_date ? (
          <>
            <dt>Available</dt>
            <dd>{formatDate(item.availability_date)}</dd>
          </>
        ) : null}
        {tradeTermRows(item, formatDate).map((row) => (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
        <dt>Rating</dt>
        <dd>{ratingSummary(item.rating, item.review_count)}</dd>
      </Facts>
      {item.additional_info ? (
        <p style={{ margin: '0 0 0.75rem', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {item.additional_info}
        </p>
      ) : null}
      <FcoTerms file={item.fco_file} />
    </Card>
  );
}

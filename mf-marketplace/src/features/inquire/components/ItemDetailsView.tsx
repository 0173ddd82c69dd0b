import { Button } from '@portal/ui/Button';
import { BackLink } from '@portal/ui/PageFrame';
import { SkeletonList } from '@portal/ui/Skeleton';
import { Notice, PageHeader, Row, Stack } from '@portal/ui/layout';
import { errorText } from '@portal/web/errors';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useMarketItem } from '../api/inquire';
import { inquireMode } from '../utils/inquiry';
import { ItemSummary } from './ItemSummary';

/**
 * /marketplace/buyer/item/{id} (a listing) and /marketplace/seller/item/{id} (a request): the item as
 * the server has it, with its FCO to read, and Inquire, which opens the Inquire page on it (where the
 * monthly limit, the item's state and a pending inquiry are checked).
 */
export function ItemDetailsView() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { id } = useParams();
  const mode = inquireMode(pathname);
  const item = useMarketItem(mode.kind, id);
  const noun = mode.kind === 'listing' ? 'Listing' : 'Request';

  let body;
  if (item.error && !item.data)
    body = (
      <Notice $tone="danger" role="alert" data-testid="item-load-error">
        <p style={{ margin: '0 0 0.5rem' }}>
          This {mode.kind} could not be loaded: {errorText(item.error)}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void item.mutate()}>
          Retry
        </Button>
      </Notice>
    );
  else if (!item.data) body = <SkeletonList items={2} label={`Loading the ${mode.kind}`} />;
  else
    body = (
      <>
        <ItemSummary item={item.data} />
        <Row style={{ justifyContent: 'flex-end' }}>
          <Button
            onClick={() => navigate(`${mode.backPath}/inquire?id=${encodeURIComponent(item.data!.id)}`)}
          >
            Inquire
          </Button>
        </Row>
      </>
    );

  return (
    <>
      <BackLink to={mode.backPath}>← Back to Marketplace</BackLink>
      <PageHeader>
        <div>
          <h1>{noun}</h1>
          <p>
            {mode.kind === 'listing'
              ? 'A seller’s listing: its terms and FCO before you inquire'
              : 'A buyer’s request: its terms and FCO before you offer'}
          </p>
        </div>
      </PageHeader>
      <Stack style={{ gap: '1rem' }}>{body}</Stack>
    </>
  );
}

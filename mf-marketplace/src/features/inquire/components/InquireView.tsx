import { Button } from '@portal/ui/Button';
import { SkeletonList } from '@portal/ui/Skeleton';
import { Muted, Notice, PageHeader, Stack } from '@portal/ui/layout';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorText } from '@portal/web/errors';
import { formatDate, todayUtc } from '@portal/web/format';
import { storedInquiryProductId, suggestedQuantityOf } from '../../../lib/inquiry-product';
import { BackLink } from '@portal/ui/PageFrame';
import { notify } from '@portal/ui/notify';
import { SENT_INQUIRIES_PATH, useMarketItem, useSentInquiries } from '../api/inquire';
import {
  inquireMode,
  inquiryBlock,
  inquiryItemId,
  inquiryMessages,
  limitReachedText,
  REDIRECT_AFTER_SUCCESS_MS,
  usageText,
} from '../utils/inquiry';
import { InquiryForm } from './InquiryForm';
import { ItemSummary } from './ItemSummary';

/**
 * /marketplace/buyer/inquire (a buyer on a listing) and /marketplace/seller/inquire (a seller on a
 * request; seller mode whenever the path holds 'seller'). The item is named by ?id= or by the
 * inquiryProduct the card stored, and always loaded from the server by that id.
 */
export function InquireView() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = inquireMode(pathname);
  const id = inquiryItemId(params.get('id'), storedInquiryProductId());
  const item = useMarketItem(mode.kind, id);
  const sent = useSentInquiries();
  const { mutate } = useSWRConfig();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // nothing names an item: say so and go back to the marketplace
  useEffect(() => {
    if (id) return;
    notify.error(inquiryMessages.noItem);
    navigate(mode.backPath, { replace: true });
  }, [id, mode.backPath, navigate]);

  // an id taken from storage goes into the address, so a reload or a shared link names the same item
  useEffect(() => {
    if (id && params.get('id') !== id) setParams({ id }, { replace: true });
  }, [id, params, setParams]);

  // the load failed: the spec's toast with the reason (once per failure)
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!item.error || reported.current === item.error) return;
    reported.current = item.error;
    notify.error(inquiryMessages.loadFailed, errorText(item.error), item.error);
  }, [item.error]);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const onSubmitted = () => {
    void mutate(SENT_INQUIRIES_PATH);
    redirect.current = setTimeout(() => navigate(mode.backPath), REDIRECT_AFTER_SUCCESS_MS);
  };

  const usage = sent.data?.usage;
  const pending = item.data
    ? sent.data?.inquiries.find((i) => i.item_id === item.data!.id && i.status === 'Pending')
    : undefined;
  const block = item.data ? inquiryBlock(item.data, todayUtc(), (v) => formatDate(v)) : null;

  let body;
  if (!id) body = null;
  else if (item.error && !item.data)
    body = (
      <Notice $tone="danger" role="alert" data-testid="inquiry-load-error">
        <p style={{ margin: '0 0 0.5rem' }}>
          {inquiryMessages.loadFailed}: {errorText(item.error)}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void item.mutate()}>
          Retry
        </Button>
      </Notice>
    );
  else if (!item.data) body = <SkeletonList items={2} label="Loading item details" />;
  else
    body = (
      <>
        <ItemSummary item={item.data} />
        {usage ? (
          <Muted data-testid="inquiry-usage">
            {usageText(usage)}
            {usage.remaining <= 0 ? ` · ${limitReachedText(usage.limit)}` : ''}
          </Muted>
        ) : null}
        {block ? (
          <Notice $tone="warning" role="status" data-testid="inquiry-blocked">
            {block}
          </Notice>
        ) : pending ? (
          <Notice $tone="info" role="status">
            You already have a pending inquiry on this {item.data.kind}.
          </Notice>
        ) : null}
        <InquiryForm
          item={item.data}
          mode={mode}
          disabled={Boolean(block)}
          onSubmitted={onSubmitted}
          suggestedQuantity={suggestedQuantityOf(params.get('quantity'))}
        />
      </>
    );

  return (
    <>
      <BackLink to={mode.backPath}>← Back to Marketplace</BackLink>
      <PageHeader>
        <div>
          <h1>Inquire</h1>
          <p>
            {mode.kind === 'listing'
              ? 'Send an inquiry on this listing'
              : 'Offer your product for this request'}
          </p>
        </div>
      </PageHeader>
      <Stack style={{ gap: '1rem' }}>{body}</Stack>
    </>
  );
}

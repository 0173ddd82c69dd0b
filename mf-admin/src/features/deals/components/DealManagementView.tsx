import type { AdminDealRow } from '@portal/contracts/admin-deals';
import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { CountedTabs } from '@portal/ui/CountedTabs';
import { Input } from '@portal/ui/Input';
import { notify } from '@portal/ui/notify';
import { Pager } from '@portal/ui/Pager';
import { Notice, PageHeader, Row, Stack } from '@portal/ui/layout';
import { serverMessage } from '@portal/web/errors';
import { pageCount } from '@portal/web/paging';
import { reviewQueueKey, useReviewQueueCount } from '@portal/web/review-queue';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { LazyReasonDialog } from '../../../lib/components/LazyReasonDialog';
import { cancelDeal, useAdminDeals } from '../api/deals';
import { DEAL_TABS, isDealListKey, MAX_DEAL_SEARCH_LENGTH, pageSummary, rowTicket } from '../utils/deals';
import { DealsTable } from './DealsTable';

const Toolbar = styled(Row)`
  & > input[type='search'] {
    flex: 1 1 16rem;
    max-width: 28rem;
  }
`;

/**
 * /admin/deals (Deal Management): every deal of the platform by tab (Pending, Ongoing, Completed by
 * progress; cancelled deals under All Deals), searched and paged by the server; each row opens the
 * deal page (where the review tools are) or cancels the deal with a reason. The Deal Flow and the
 * document review queue are a click away.
 */
export function DealManagementView() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  // search, tab and page (a new search or tab starts again at page 1) over the server's list
  const deals = useAdminDeals();
  const { list, tab, page } = deals;
  const reviews = useReviewQueueCount();

  const [cancelling, setCancelling] = useState<AdminDealRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const data = list.data;
  const total = data ? data.counts[tab] : 0;

  const openCancel = (deal: AdminDealRow) => {
    setCancelError(null);
    setCancelling(deal);
  };
  const confirmCancel = async (reason: string) => {
    if (!cancelling || busy) return;
    setBusy(true);
    setCancelError(null);
    try {
      await cancelDeal(cancelling.id, reason);
      notify.success('Deal cancelled', `${cancelling.title} was cancelled.`);
      setCancelling(null);
    } catch (err) {
      setCancelError(serverMessage(err) ?? 'The deal could not be cancelled. Please try again.');
    } finally {
      setBusy(false);
      // after a failure too: the deal may have moved meanwhile
      void mutate(isDealListKey);
      void mutate(reviewQueueKey);
    }
  };

  const table = (
    <Stack style={{ gap: '0.75rem' }}>
      <DealsTable
        deals={data?.deals}
        loading={list.isLoading}
        error={Boolean(list.error)}
        searching={Boolean(deals.search)}
        onRetry={() => void list.mutate()}
        onCancel={openCancel}
      />
      {data ? (
        <Pager
          page={page}
          pages={pageCount(total, data.page_size)}
          summary={pageSummary(data, total)}
          onPrevious={deals.previous}
          onNext={deals.next}
        />
      ) : null}
    </Stack>
  );

  return (
    <>
      <PageHeader>
        <div>
          <h1>Deal Management</h1>
          <p>Every deal of the platform, its progress and its parties</p>
        </div>
        <Row>
          <Button variant="outline" onClick={() => navigate('/admin/deal-reviews')}>
            Document Reviews{' '}
            <Badge tone={reviews.data ? 'warning' : 'neutral'} data-testid="review-count">
              {reviews.data ?? (reviews.error ? '!' : '–')}
            </Badge>
          </Button>
          <Button variant="secondary" onClick={() => navigate('/deal-flow')}>
            Deal Flow
          </Button>
        </Row>
      </PageHeader>
      <Stack>
        <Toolbar>
          <Input
            type="search"
            aria-label="Search deals"
            placeholder="Search by ID, deal, product or company..."
            maxLength={MAX_DEAL_SEARCH_LENGTH}
            value={deals.searchInput}
            onChange={(event) => deals.setSearchInput(event.target.value)}
          />
        </Toolbar>
        {list.error && data ? (
          <Notice $tone="danger" role="alert">
            Failed to load deals{serverMessage(list.error) ? `: ${serverMessage(list.error)}` : ''}
          </Notice>
        ) : null}
        <CountedTabs
          label="Deal status"
          tabs={DEAL_TABS}
          value={tab}
          onValueChange={deals.setTab}
          counts={data?.counts}
          content={table}
        />
      </Stack>
      <Suspense fallback={null}>
        {cancelling ? (
          <LazyReasonDialog
            key={cancelling.id}
            title={`Cancel ${cancelling.title}`}
            description={`${rowTicket(cancelling).headline} (${rowTicket(cancelling).value}) stops for good: no party can act on it any more. Both parties are told, and see the reason in its history.`}
            cancelLabel="Keep Deal"
            confirmLabel="Cancel Deal"
            busyLabel="Cancelling..."
            busy={busy}
            error={cancelError}
            onClose={() => setCancelling(null)}
            onConfirm={(reason) => void confirmCancel(reason)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

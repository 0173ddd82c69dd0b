import type { AdminDealRow, AdminDealTab } from '@portal/contracts/admin-deals';
import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Input } from '@portal/ui/Input';
import { Tabs } from '@portal/ui/Tabs';
import { Notice, PageHeader, Row, Stack, SubText } from '@portal/ui/layout';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { reviewQueueKey, useReviewQueueCount } from '@portal/web/review-queue';
import { cancelDeal, useAdminDeals } from '../api/deals';
import { DealsTable } from './DealsTable';
import {
  DEAL_TABS,
  isDealListKey,
  isDealTab,
  MAX_DEAL_SEARCH_LENGTH,
  pageCount,
  pageSummary,
} from '../utils/deals';
import { serverMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

const CancelDealDialog = lazy(() => import('./CancelDealDialog'));

const SEARCH_DEBOUNCE_MS = 300;

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
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [tab, setTab] = useState<AdminDealTab>('all');
  // the page belongs to one search and tab: a new search or tab starts again at page 1
  const scope = `${tab}\u0000${search.trim()}`;
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const list = useAdminDeals(search, tab, page);
  const reviews = useReviewQueueCount();

  const [cancelling, setCancelling] = useState<AdminDealRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const data = list.data;
  const total = data ? data.counts[tab] : 0;
  // a reload can shrink the tab below the current page (a deal cancelled, a narrower search)
  const lastPage = data ? pageCount(total, data.page_size) : page;
  useEffect(() => {
    if (page > lastPage) setPaging({ scope, page: lastPage });
  }, [page, lastPage, scope]);

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

  const pages = pageCount(total, data?.page_size ?? 1);
  const table = (
    <Stack style={{ gap: '0.75rem' }}>
      <DealsTable
        deals={data?.deals}
        loading={list.isLoading}
        error={Boolean(list.error)}
        searching={Boolean(search.trim())}
        onRetry={() => void list.mutate()}
        onCancel={openCancel}
      />
      {data && (pages > 1 || page > 1) ? (
        <Row style={{ justifyContent: 'space-between' }} role="navigation" aria-label="Pages">
          <SubText>
            {pageSummary(data, total)} · Page {page} of {pages}
          </SubText>
          <Row>
            <Button
              size="sm"
              variant="outline"
              disabled={page <= 1}
              onClick={() => setPaging({ scope, page: page - 1 })}
            >
              Previous
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={page >= pages}
              onClick={() => setPaging({ scope, page: page + 1 })}
            >
              Next
            </Button>
          </Row>
        </Row>
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
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
          />
        </Toolbar>
        {list.error && data ? (
          <Notice $tone="danger" role="alert">
            Failed to load deals{serverMessage(list.error) ? `: ${serverMessage(list.error)}` : ''}
          </Notice>
        ) : null}
        <Tabs
          label="Deal status"
          value={tab}
          onValueChange={(id) => {
            if (isDealTab(id)) setTab(id);
          }}
          tabs={DEAL_TABS.map(({ id, label }) => ({
            id,
            label: (
              <>
                {label}{' '}
                <Badge tone="neutral" data-testid={`count-${id}`}>
                  {data ? data.counts[id] : '–'}
                </Badge>
              </>
            ),
            content: table,
          }))}
        />
      </Stack>
      <Suspense fallback={null}>
        {cancelling ? (
          <CancelDealDialog
            key={cancelling.id}
            deal={cancelling}
            busy={busy}
            error={cancelError}
            onClose={() => {
              if (!busy) setCancelling(null);
            }}
            onConfirm={(reason) => void confirmCancel(reason)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

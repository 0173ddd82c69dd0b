import type { AdminUserRow } from '@portal/contracts/admin';
import type { RegistrationType } from '@portal/contracts/me';
import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Input } from '@portal/ui/Input';
import { Tabs } from '@portal/ui/Tabs';
import { Notice, PageHeader, Row, Stack } from '@portal/ui/layout';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { approveRegistration, rejectRegistration } from '../../../lib/api/admin';
import { useRefreshAfterRegistrationChange, useUserList } from '../api/users';
import { CreateTestRegistrationButton } from './CreateTestRegistrationButton';
import { Pager } from './Pager';
import { UsersTable } from './UsersTable';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import {
  approvedToast,
  databaseBanner,
  isUserTab,
  MAX_SEARCH_LENGTH,
  pageCount,
  pagingScope,
  rejectedToast,
  reviewKey,
  typeLabel,
  USER_TABS,
  type UserTab,
} from '../utils/users';
import { isProduction } from '../../../lib/environment';
import { serverMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';

const UserDetailsDialog = lazy(() => import('./UserDetailsDialog'));
const RejectDialog = lazy(() => import('../../../lib/components/RejectDialog'));

const SEARCH_DEBOUNCE_MS = 300;

const Toolbar = styled(Row)`
  & > input[type='search'] {
    flex: 1 1 16rem;
    max-width: 28rem;
  }
`;

interface Review {
  userId: string;
  type: RegistrationType;
}

/**
 * /admin/users ("Admin user management"): server-side search (name, email, company, case-
 * insensitive) and role tabs with counts, a banner with the database totals, the user table, and the
 * user-details dialog with Approve / Reject for submitted registrations. The list reloads every 10 s,
 * on focus, on Refresh and after every change made here. 'Create Test Registration' outside production.
 */
export function UserManagementView() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [tab, setTab] = useState<UserTab>('all');
  // the page belongs to one search and tab: a new search or tab starts again at page 1
  const scope = pagingScope(search, tab);
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const list = useUserList(search, tab, page);
  const refreshAll = useRefreshAfterRegistrationChange();
  const [refreshing, setRefreshing] = useState(false);

  const [viewing, setViewing] = useState<AdminUserRow | null>(null);
  const [rejecting, setRejecting] = useState<Review | null>(null);
  const [processing, setProcessing] = useState<ReadonlySet<string>>(new Set());
  // a ref, not state: a second click before React re-renders the disabled buttons is ignored
  const inFlight = useRef(new Set<string>());
  const showTestTools = !isProduction();

  const refresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    try {
      await list.mutate();
    } finally {
      setRefreshing(false);
    }
  };

  const review = async (
    { userId, type }: Review,
    action: () => Promise<void>,
    success: string,
    failure: string,
  ) => {
    const key = reviewKey(userId, type);
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    setProcessing(new Set(inFlight.current));
    try {
      await action();
      notify.success(success);
      // the dialog closes and the list refreshes, so the table shows the stored result
      setRejecting(null);
      setViewing(null);
    } catch (err) {
      notify.error(failure, serverMessage(err));
    } finally {
      inFlight.current.delete(key);
      setProcessing(new Set(inFlight.current));
      // after a failure too: the registration may have been reviewed meanwhile by someone else
      void refreshAll();
    }
  };

  const approve = (userId: string, type: RegistrationType) =>
    void review(
      { userId, type },
      () => approveRegistration(userId, type),
      approvedToast(type),
      'Failed to approve registration',
    );
  const reject = (target: Review, reason: string) =>
    void review(
      target,
      () => rejectRegistration(target.userId, target.type, reason),
      rejectedToast(target.type),
      'Failed to reject registration',
    );

  const data = list.data;
  // the open dialog follows the reloaded row (status, registration) while it stays in the list
  const viewingRow = viewing ? (data?.users.find((u) => u.id === viewing.id) ?? viewing) : null;
  const total = data ? data.counts[tab] : 0;
  // a reload can shrink the list below the current page (users approved away, a narrower search)
  const lastPage = data ? pageCount(total, data.page_size) : page;
  useEffect(() => {
    if (page > lastPage) setPaging({ scope, page: lastPage });
  }, [page, lastPage, scope]);
  const table = (
    <Stack style={{ gap: '0.75rem' }}>
      <UsersTable
        users={data?.users}
        loading={list.isLoading}
        error={Boolean(list.error)}
        onRetry={() => void list.mutate()}
        onOpen={setViewing}
      />
      {data ? (
        <Pager
          page={page}
          pageSize={data.page_size}
          shown={data.users.length}
          total={total}
          onPage={(next) => setPaging({ scope, page: next })}
        />
      ) : null}
    </Stack>
  );

  return (
    <>
      <PageHeader>
        <div>
          <h1>User Management</h1>
          <p>Users, their registrations and documents</p>
        </div>
      </PageHeader>
      <Stack>
        <Toolbar>
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search users..."
            maxLength={MAX_SEARCH_LENGTH}
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
          />
          <Button
            variant="outline"
            onClick={() => void refresh()}
            disabled={refreshing}
            aria-busy={refreshing || undefined}
          >
            Refresh
          </Button>
          {showTestTools ? <CreateTestRegistrationButton onCreated={() => void refreshAll()} /> : null}
        </Toolbar>
        {data ? (
          <Notice $tone="info" role="note" aria-label="Database counts" data-testid="database-counts">
            {databaseBanner(data.totals)}
          </Notice>
        ) : null}
        {list.error && data ? (
          <Notice $tone="danger" role="alert">
            Failed to load user data{serverMessage(list.error) ? `: ${serverMessage(list.error)}` : ''}
          </Notice>
        ) : null}
        <Tabs
          label="User types"
          value={tab}
          onValueChange={(id) => {
            if (isUserTab(id)) setTab(id);
          }}
          tabs={USER_TABS.map(({ id, label }) => ({
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
        {viewingRow ? (
          <UserDetailsDialog
            user={viewingRow}
            processing={processing}
            onApprove={approve}
            onReject={(userId, type) => setRejecting({ userId, type })}
            onClose={() => setViewing(null)}
          />
        ) : null}
        {rejecting ? (
          <RejectDialog
            open
            title={`Reject ${typeLabel(rejecting.type)} Registration`}
            busy={processing.has(reviewKey(rejecting.userId, rejecting.type))}
            onCancel={() => setRejecting(null)}
            onConfirm={(reason) => reject(rejecting, reason)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

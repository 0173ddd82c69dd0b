import type { AdminUserRow } from '@portal/contracts/admin';
import type { RegistrationType } from '@portal/contracts/me';
import { Button } from '@portal/ui/Button';
import { CountedTabs } from '@portal/ui/CountedTabs';
import { Input } from '@portal/ui/Input';
import { notify } from '@portal/ui/notify';
import { Pager } from '@portal/ui/Pager';
import { Notice, PageHeader, Row, Stack } from '@portal/ui/layout';
import { serverMessage } from '@portal/web/errors';
import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import { approveRegistration, rejectRegistration } from '../../../lib/api/admin';
import type { ReviewInput } from '../../../lib/components/ReviewDialog';
import { isProduction } from '../../../lib/environment';
import { useRefreshAfterRegistrationChange, useUserList } from '../api/users';
import {
  approvedToast,
  databaseBanner,
  MAX_SEARCH_LENGTH,
  pageCount,
  pageSummary,
  rejectedToast,
  reviewKey,
  USER_TABS,
} from '../utils/users';
import { CreateTestRegistrationButton } from './CreateTestRegistrationButton';
import { UsersTable } from './UsersTable';

const UserDetailsDialog = lazy(() => import('./UserDetailsDialog'));
const ReviewDialog = lazy(() => import('../../../lib/components/ReviewDialog'));

const Toolbar = styled(Row)`
  & > input[type='search'] {
    flex: 1 1 16rem;
    max-width: 28rem;
  }
`;

interface Review {
  userId: string;
  type: RegistrationType;
  decision: 'approve' | 'reject';
}

/**
 * /admin/users ("Admin user management"): server-side search (name, email, company, case-
 * insensitive) and role tabs with counts, a banner with the database totals, the user table, and the
 * user-details dialog with Approve / Reject for submitted registrations. The list reloads every 10 s,
 * on focus, on Refresh and after every change made here. 'Create Test Registration' outside production.
 */
export function UserManagementView() {
  // search, tab and page (a new search or tab starts again at page 1) over the server's list
  const users = useUserList();
  const { list, tab, page } = users;
  const refreshAll = useRefreshAfterRegistrationChange();
  const [refreshing, setRefreshing] = useState(false);

  const [viewing, setViewing] = useState<AdminUserRow | null>(null);
  const [reviewing, setReviewing] = useState<Review | null>(null);
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

  // runs inside the review dialog: a refusal is thrown back to it (the server's sentence) and shown there
  const review = async ({ userId, type }: Review, action: () => Promise<void>, success: string) => {
    const key = reviewKey(userId, type);
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    setProcessing(new Set(inFlight.current));
    try {
      await action();
      notify.success(success);
      // the dialog closes and the list refreshes, so the table shows the stored result
      setReviewing(null);
      setViewing(null);
    } catch (err) {
      throw new Error(serverMessage(err) || 'The review could not be saved.', { cause: err });
    } finally {
      inFlight.current.delete(key);
      setProcessing(new Set(inFlight.current));
      // after a failure too: the registration may have been reviewed meanwhile by someone else
      void refreshAll();
    }
  };

  const decide = (target: Review, input: ReviewInput) =>
    target.decision === 'approve'
      ? review(
          target,
          () => approveRegistration(target.userId, target.type, input.note),
          approvedToast(target.type),
        )
      : review(
          target,
          () => rejectRegistration(target.userId, target.type, input),
          rejectedToast(target.type),
        );

  const data = list.data;
  // the open dialog follows the reloaded row (status, registration) while it stays in the list
  const viewingRow = viewing ? (data?.users.find((u) => u.id === viewing.id) ?? viewing) : null;
  const total = data ? data.counts[tab] : 0;
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
          pages={pageCount(total, data.page_size)}
          summary={pageSummary(page, data.page_size, data.users.length, total)}
          onPrevious={users.previous}
          onNext={users.next}
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
            value={users.searchInput}
            onChange={(event) => users.setSearchInput(event.target.value)}
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
        <CountedTabs
          label="User types"
          tabs={USER_TABS}
          value={tab}
          onValueChange={users.setTab}
          counts={data?.counts}
          content={table}
        />
      </Stack>
      <Suspense fallback={null}>
        {viewingRow ? (
          <UserDetailsDialog
            user={viewingRow}
            processing={processing}
            onApprove={(userId, type) => setReviewing({ userId, type, decision: 'approve' })}
            onReject={(userId, type) => setReviewing({ userId, type, decision: 'reject' })}
            onClose={() => setViewing(null)}
          />
        ) : null}
        {reviewing && viewingRow ? (
          <ReviewDialog
            decision={reviewing.decision}
            target={{
              type: reviewing.type,
              name: viewingRow.name,
              email: viewingRow.email,
              company: viewingRow.company || 'N/A',
            }}
            onCancel={() => setReviewing(null)}
            onConfirm={(input) => decide(reviewing, input)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

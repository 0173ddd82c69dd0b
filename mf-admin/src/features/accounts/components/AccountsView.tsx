import type { AccountRow } from '@portal/contracts/admin';
import { toCsv } from '@portal/contracts/csv';
import { AccountStatusBadge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Checkbox } from '@portal/ui/Checkbox';
import { Input } from '@portal/ui/Input';
import { SkeletonRows } from '@portal/ui/Skeleton';
import { Spinner } from '@portal/ui/Spinner';
import { Muted, PageHeader, Row, SubText } from '@portal/ui/layout';
import { Pager } from '@portal/ui/Pager';
import { Table, TableMessage, TableWrap } from '@portal/ui/Table';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { downloadText } from '../../../lib/csv';
import { serverMessage } from '@portal/web/errors';
import { fileDate, formatDate } from '@portal/web/format';
import { notify } from '@portal/ui/notify';
import {
  setAccountActive,
  setAccountRating,
  updateAccountProfile,
  useAccountList,
  useRefreshAdminLists,
  type ProfileFields,
} from '../api/accounts';
import { useDebouncedValue } from '@portal/web/useDebouncedValue';
import {
  ACCOUNT_TITLES,
  accountCsvRows,
  accountListKey,
  countText,
  CSV_HEADER,
  exportFileName,
  MAX_SEARCH_LENGTH,
  MESSAGES,
  pageCount,
  pageSummary,
  pagingScope,
  type AccountRole,
  type StatusToggles,
} from '../utils/accounts';
import { formatRating } from '../utils/rating';
import {
  ariaSort,
  nextSort,
  SORT_COLUMNS,
  sortIndicator,
  type AccountSort,
  type AccountSortColumn,
} from '../utils/sort';
import { ActionsMenu, type AccountAction } from './ActionsMenu';

const EditAccountDialog = lazy(() => import('./EditAccountDialog'));
const RatingDialog = lazy(() => import('./RatingDialog'));
const ActiveStateDialog = lazy(() => import('./ActiveStateDialog'));

const COLUMN_COUNT = 6;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  margin-bottom: 1rem;
  & > input[type='search'] {
    max-width: 20rem;
  }
  & > div {
    margin-bottom: 0;
  }
`;

const SortButton = styled.button`
  background: transparent;
  border: 0;
  padding: 0;
  font: inherit;
  font-weight: 600;
  color: inherit;
  cursor: pointer;
  display: inline-flex;
  gap: 0.35rem;
  align-items: center;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Footer = styled(Row)`
  justify-content: space-between;
  margin-top: 0.75rem;
`;

/**
 * /admin/buyer-accounts and /admin/seller-accounts ("Buyer Accounts and Seller Accounts"): the
 * users holding the role. Search (name contains, case-insensitive), the Active and Inactive switches,
 * sorting and paging all run on the server (GET /admin/accounts/{role}); the pager follows its answer.
 * Row actions: Edit (profile fields), Adjust Rating (0 to 5 in steps of 0.5), Deactivate / Activate.
 * Export Data writes the rows shown as CSV. While an action on a user runs, further clicks on it are
 * ignored (a ref guards against double clicks before React re-renders the disabled controls).
 */
export function AccountsView({ role }: { role: AccountRole }) {
  const title = ACCOUNT_TITLES[role];
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, 300);
  const [toggles, setToggles] = useState<StatusToggles>({ active: true, inactive: true });
  const [sort, setSort] = useState<AccountSort | null>(null);
  const scope = pagingScope({ search, toggles, sort });
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const setPage = (next: number) => setPaging({ scope, page: Math.max(1, next) });

  const state = { search, toggles, sort, page };
  const key = accountListKey(role, state);
  const { data, error, isLoading, isValidating, mutate } = useAccountList(role, state);
  const refreshAll = useRefreshAdminLists();
  // both switches off: nothing can match, nothing is asked of the server
  const list = key ? data : undefined;
  const rows: AccountRow[] = list?.accounts ?? [];

  // a page that emptied under us (last row deactivated, fewer matches): go to the last page there is
  useEffect(() => {
    if (list && list.accounts.length === 0 && list.total > 0 && page > 1) {
      setPaging({ scope, page: pageCount(list.total, list.page_size) });
    }
  }, [list, page, scope]);

  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());
  const [dialog, setDialog] = useState<{ action: AccountAction; account: AccountRow } | null>(null);

  /** Runs one action on one user; false when it failed or another action on the user was running. */
  const run = async (
    account: AccountRow,
    action: () => Promise<void>,
    success: string,
    failure: string,
  ): Promise<boolean> => {
    if (inFlight.current.has(account.id)) return false;
    inFlight.current.add(account.id);
    setBusyIds(new Set(inFlight.current));
    try {
      await action();
      notify.success(success);
      void refreshAll();
      return true;
    } catch (err) {
      notify.error(failure, serverMessage(err), err);
      void mutate();
      return false;
    } finally {
      inFlight.current.delete(account.id);
      setBusyIds(new Set(inFlight.current));
    }
  };

  const saveProfile = (account: AccountRow, values: ProfileFields) =>
    run(
      account,
      () => updateAccountProfile(account.id, values).then(() => undefined),
      MESSAGES.profileSaved,
      MESSAGES.profileFailed,
    );

  const saveRating = async (account: AccountRow, rating: number) => {
    const ok = await run(
      account,
      () => setAccountRating(account.id, rating),
      MESSAGES.ratingSaved(account.name, formatRating(rating)),
      MESSAGES.ratingFailed,
    );
    if (ok) setDialog(null);
  };

  const toggleActive = async (account: AccountRow) => {
    const activate = account.status === 'inactive';
    const ok = await run(
      account,
      () => setAccountActive(account.id, activate),
      activate ? MESSAGES.activated(account.name) : MESSAGES.deactivated(account.name),
      activate ? MESSAGES.activateFailed : MESSAGES.deactivateFailed,
    );
    if (ok) setDialog(null);
  };

  const exportRows = () => {
    if (rows.length === 0) {
      notify.info(MESSAGES.nothingToExport);
      return;
    }
    downloadText(exportFileName(role, fileDate()), toCsv(CSV_HEADER, accountCsvRows(rows)));
    notify.success(MESSAGES.exported);
  };

  const onSort = (column: AccountSortColumn) => setSort((current) => nextSort(current, column));

  let body;
  if (!key) {
    body = <TableMessage colSpan={COLUMN_COUNT}>No accounts found</TableMessage>;
  } else if (error && !list) {
    body = (
      <TableMessage colSpan={COLUMN_COUNT} role="alert">
        {MESSAGES.loadFailed}
        {serverMessage(error) ? `: ${serverMessage(error)}` : ''}{' '}
        <Button size="sm" variant="ghost" onClick={() => void mutate()}>
          Retry
        </Button>
      </TableMessage>
    );
  } else if (!list) {
    body = <SkeletonRows columns={COLUMN_COUNT} label="Loading accounts..." />;
  } else if (rows.length === 0) {
    body = <TableMessage colSpan={COLUMN_COUNT}>No accounts found</TableMessage>;
  } else {
    body = rows.map((account) => {
      const busy = busyIds.has(account.id);
      return (
        <tr key={account.id} data-testid="account-row" aria-busy={busy || undefined}>
          <td>
            <div>{account.name}</div>
            <SubText>{account.email}</SubText>
          </td>
          <td data-label="Company">{account.company}</td>
          <td data-label="Rating">
            <span aria-hidden="true">★ </span>
            {formatRating(account.rating)}
          </td>
          <td data-label="Reg. Date">{formatDate(account.registrationDate)}</td>
          <td data-label="Status">
            <AccountStatusBadge status={account.status} />
          </td>
          <td data-label="Actions">
            <ActionsMenu
              account={account}
              busy={busy}
              onAction={(action) => setDialog({ action, account })}
            />
          </td>
        </tr>
      );
    });
  }

  const pages = list ? pageCount(list.total, list.page_size) : 1;
  const sortHeader = (column: AccountSortColumn, label: string) => (
    <th scope="col" aria-sort={ariaSort(sort, column)}>
      <SortButton type="button" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true">{sortIndicator(sort, column)}</span>
      </SortButton>
    </th>
  );
  const labelOf = (column: AccountSortColumn) =>
    SORT_COLUMNS.find((c) => c.column === column)?.label ?? column;

  return (
    <>
      <PageHeader>
        <div>
          <h1>{title}</h1>
        </div>
        <Button variant="outline" onClick={exportRows} disabled={!list}>
          Export Data
        </Button>
      </PageHeader>
      <Toolbar>
        <Input
          type="search"
          aria-label={`Search ${title.toLowerCase()}`}
          placeholder="Search by name..."
          maxLength={MAX_SEARCH_LENGTH}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
        />
        <Checkbox
          role="switch"
          label="Active"
          checked={toggles.active}
          onChange={(event) => setToggles((t) => ({ ...t, active: event.target.checked }))}
        />
        <Checkbox
          role="switch"
          label="Inactive"
          checked={toggles.inactive}
          onChange={(event) => setToggles((t) => ({ ...t, inactive: event.target.checked }))}
        />
        {isValidating && list ? <Spinner size={16} label="Refreshing..." /> : null}
      </Toolbar>
      {error && list ? (
        <Muted role="alert" style={{ marginBottom: '0.75rem' }}>
          {MESSAGES.loadFailed}: the table may be out of date.
        </Muted>
      ) : null}
      <TableWrap>
        <Table aria-label={title} aria-busy={(isLoading && Boolean(key)) || undefined}>
          <thead>
            <tr>
              {sortHeader('name', labelOf('name'))}
              <th scope="col">Company</th>
              {sortHeader('rating', labelOf('rating'))}
              {sortHeader('reg_date', labelOf('reg_date'))}
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </Table>
      </TableWrap>
      <Footer>
        <SubText data-testid="accounts-shown" aria-live="polite">
          {countText(rows.length)}
        </SubText>
        {list ? (
          <Pager
            page={list.page}
            pages={pages}
            summary={pageSummary(list.page, list.page_size, rows.length, list.total)}
            onPrevious={() => setPage(list.page - 1)}
            onNext={() => setPage(list.page + 1)}
          />
        ) : null}
      </Footer>
      <Suspense fallback={null}>
        {dialog?.action === 'edit' ? (
          <EditAccountDialog
            account={dialog.account}
            onClose={() => setDialog(null)}
            onSave={(values) => saveProfile(dialog.account, values)}
          />
        ) : null}
        {dialog?.action === 'rating' ? (
          <RatingDialog
            account={dialog.account}
            busy={busyIds.has(dialog.account.id)}
            onClose={() => setDialog(null)}
            onSave={(rating) => void saveRating(dialog.account, rating)}
          />
        ) : null}
        {dialog?.action === 'active' ? (
          <ActiveStateDialog
            account={dialog.account}
            busy={busyIds.has(dialog.account.id)}
            onClose={() => setDialog(null)}
            onConfirm={() => void toggleActive(dialog.account)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

import type { VerificationItem } from '@portal/contracts/admin';
import { Button } from '@portal/ui/Button';
import { SkeletonRows } from '@portal/ui/Skeleton';
import { PageHeader, Row, SubText } from '@portal/ui/layout';
import { ActionsCell, ActionsHeader, Table, TableMessage, TableWrap } from '@portal/ui/Table';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { approveRegistration, rejectRegistration } from '../../../lib/api/admin';
import type { ReviewInput } from '../../../lib/components/ReviewDialog';
import { useVerifications } from '../api/verifications';
import { ACTIVITY_KEY, isUsersKey, STATS_KEY } from '../../../lib/cache-keys';
import { serverMessage } from '@portal/web/errors';
import { capitalize, formatDate } from '@portal/web/format';
import { notify } from '@portal/ui/notify';

const VerificationDetailsDialog = lazy(() => import('./VerificationDetailsDialog'));
const ReviewDialog = lazy(() => import('../../../lib/components/ReviewDialog'));

const keyOf = (item: VerificationItem) => `${item.user_id}:${item.type}`;

/**
 * /verifications (Verifications): submitted registrations, newest update first, with details,
 * Approve and Reject, each after a confirmation naming the applicant (an optional note for the audit;
 * a rejection's optional reason for the applicant). While one registration is being processed, further
 * clicks on it are ignored (a ref guards against double clicks before React re-renders the disabled buttons).
 */
export function VerificationsView() {
  const { data, error, isLoading, mutate } = useVerifications();
  const { mutate: mutateGlobal } = useSWRConfig();
  const [processing, setProcessing] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());
  const [viewing, setViewing] = useState<VerificationItem | null>(null);
  const [reviewing, setReviewing] = useState<{
    item: VerificationItem;
    decision: 'approve' | 'reject';
  } | null>(null);

  // runs inside the review dialog: a refusal is thrown back to it (with the server's sentence) and
  // shown there, and the queue is read again since someone else may have reviewed it meanwhile
  const process = async (item: VerificationItem, action: () => Promise<void>, success: string) => {
    const key = keyOf(item);
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    setProcessing(new Set(inFlight.current));
    try {
      await action();
      notify.success(success);
      setReviewing(null);
      await mutate((list) => list?.filter((r) => keyOf(r) !== key), { revalidate: true });
      void mutateGlobal((k) => isUsersKey(k) || k === STATS_KEY || k === ACTIVITY_KEY);
    } catch (err) {
      void mutate();
      throw new Error(serverMessage(err) || 'The review could not be saved.', { cause: err });
    } finally {
      inFlight.current.delete(key);
      setProcessing(new Set(inFlight.current));
    }
  };

  const decide = (item: VerificationItem, decision: 'approve' | 'reject', input: ReviewInput) =>
    decision === 'approve'
      ? process(
          item,
          () => approveRegistration(item.user_id, item.type, input.note),
          `${capitalize(item.type)} registration approved successfully!`,
        )
      : process(
          item,
          () => rejectRegistration(item.user_id, item.type, input),
          `${capitalize(item.type)} registration rejected.`,
        );

  let rows;
  if (error && !data) {
    rows = (
      <TableMessage colSpan={6} role="alert">
        Failed to load registration data{' '}
        <Button size="sm" variant="ghost" onClick={() => void mutate()}>
          Retry
        </Button>
      </TableMessage>
    );
  } else if (!data && isLoading) {
    rows = <SkeletonRows columns={6} label="Loading registrations..." />;
  } else if (!data || data.length === 0) {
    rows = <TableMessage colSpan={6}>No pending registrations to approve.</TableMessage>;
  } else {
    rows = data.map((item) => {
      const busy = processing.has(keyOf(item));
      const who = item.user.full_name || item.user.email || 'Unknown';
      return (
        <tr key={keyOf(item)} data-testid="verification-row" aria-busy={busy || undefined}>
          <td data-label="Type">{capitalize(item.type)}</td>
          <td data-label="Name">
            <div>{item.user.full_name || 'Unknown'}</div>
            <SubText>{item.user.email || 'No email'}</SubText>
          </td>
          <td data-label="Company">{item.user.company_name || 'N/A'}</td>
          <td data-label="Date Submitted">{formatDate(item.updated_at)}</td>
          <td data-label="View Details">
            <Button
              size="sm"
              variant="outline"
              aria-label={`View Details of ${who}`}
              onClick={() => setViewing(item)}
            >
              View Details
            </Button>
          </td>
          <ActionsCell>
            <Row>
              <Button
                size="sm"
                aria-label={`Approve ${who}`}
                disabled={busy}
                onClick={() => setReviewing({ item, decision: 'approve' })}
              >
                Approve
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`Reject ${who}`}
                disabled={busy}
                onClick={() => setReviewing({ item, decision: 'reject' })}
              >
                Reject
              </Button>
            </Row>
          </ActionsCell>
        </tr>
      );
    });
  }

  return (
    <>
      <PageHeader>
        <div>
          <h1>Registration Verifications</h1>
          <p>Review and approve pending registration applications</p>
        </div>
      </PageHeader>
      <TableWrap>
        <Table aria-label="Pending registrations">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Name</th>
              <th scope="col">Company</th>
              <th scope="col">Date Submitted</th>
              <th scope="col">View Details</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </Table>
      </TableWrap>
      <Suspense fallback={null}>
        {viewing ? <VerificationDetailsDialog item={viewing} onClose={() => setViewing(null)} /> : null}
        {reviewing ? (
          <ReviewDialog
            decision={reviewing.decision}
            target={{
              type: reviewing.item.type,
              name: reviewing.item.user.full_name || 'Unknown',
              email: reviewing.item.user.email || 'No email',
              company: reviewing.item.user.company_name || 'N/A',
            }}
            onCancel={() => setReviewing(null)}
            onConfirm={(input) => decide(reviewing.item, reviewing.decision, input)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

import type { DealDetail } from '@portal/contracts/deals';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { SkeletonList } from '@portal/ui/Skeleton';
import { Tabs } from '@portal/ui/Tabs';
import { Notice, PageHeader, Stack } from '@portal/ui/layout';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { DEALS_KEY, fetchDeal, useDeal } from '../../../lib/deals-api';
import { errorText, isStatus } from '@portal/web/errors';
import { formatDate } from '@portal/web/format';
import { BackLink } from '@portal/ui/PageFrame';
import { useMe } from '@portal/web/me';
import { actingPanels, viewerCompanyOf, type ActingPanel } from '../../../lib/deal-ticket/ticket';
import { releaseActionsOf } from '../utils/company-approval';
import { CompanyApprovalCard } from './CompanyApprovalCard';
import { DealHeader } from './DealHeader';
import { DealNotFound } from './DealNotFound';
import { DocumentsTab } from './DocumentsTab';
import { HistoryList } from './HistoryList';
import { NegotiationHistory } from './NegotiationHistory';
import { MandateRequestsCard } from './MandateRequestsCard';
import { ProgressCard } from './ProgressCard';

function DealOutcome({ deal }: { deal: DealDetail }) {
  if (deal.status === 'cancelled')
    return (
      <Notice $tone="danger" role="status" data-testid="deal-cancelled">
        <strong>This deal was cancelled</strong>
        {deal.cancellation ? ` on ${formatDate(deal.cancellation.at)}: ${deal.cancellation.reason}` : '.'}
      </Notice>
    );
  if (deal.status === 'closed')
    return (
      <Notice $tone="success" role="status" data-testid="deal-completed">
        <strong>This deal is completed</strong>
        {deal.closed_at ? ` since ${formatDate(deal.closed_at)}.` : '.'}
      </Notice>
    );
  return null;
}

/** A part of the deal page that another feature draws, given the deal and the way to report a change. */
export type DealPart = (deal: DealDetail, onChange: (deal: DealDetail) => void) => ReactNode;

export interface DealDetailParts {
  /** The Current Step panels (not shown to a mandate, who has no step of its own). */
  currentStep: DealPart;
  /** The document review (admins only). */
  documentReview: DealPart;
  /** The Deal Details tab. */
  details: DealPart;
}

/**
 * `?panel=current-step` or `?panel=document-review` (the Dashboard's Action required links so): once
 * the deal is shown, that panel is scrolled to the top and focused, so the viewer lands where it acts.
 */
function useActingPanel(loaded: boolean) {
  const [search] = useSearchParams();
  const wanted = search.get('panel');
  const panel = actingPanels.find((p) => p === wanted) ?? null;
  const refs = {
    'current-step': useRef<HTMLDivElement>(null),
    'document-review': useRef<HTMLDivElement>(null),
  } satisfies Record<ActingPanel, unknown>;
  const approval = useRef<HTMLDivElement>(null);
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || !panel || done.current === panel) return;
    // an admin without a document under review has an empty review panel: the Current Step panels instead
    const review = refs['document-review'].current;
    // a party's member who may release a held document acts in the approval card above the panels
    const target =
      panel === 'document-review' && review?.firstElementChild
        ? review
        : (approval.current ?? refs['current-step'].current);
    if (!target) return;
    done.current = panel;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  });
  return { ...refs, approval };
}

/**
 * /deal/:id: the deal as its viewer may see it (the API answers 404 for an unknown id and for a deal
 * that is not the caller's): header, outcome, the Progress card, the Current Step panels, for admins
 * the document review, and the tabs Deal Details, Documents and History. The parts other features
 * draw come from the page (`parts`), so this feature imports no other feature.
 */
export function DealDetailView({ parts }: { parts: DealDetailParts }) {
  const { id } = useParams<{ id: string }>();
  const dealId = id || '1';
  const { data: deal, error, mutate } = useDeal(dealId);
  const { mutate: mutateGlobal } = useSWRConfig();
  const { me } = useMe();
  const panelRefs = useActingPanel(Boolean(deal));

  const onChange = useCallback(
    (next: DealDetail) => {
      void mutate(next, { revalidate: false });
      // the Deal Flow's columns and progress follow the deal's new stage
      void mutateGlobal(DEALS_KEY);
    },
    [mutate, mutateGlobal],
  );
  const refresh = useCallback(async () => {
    const next = await fetchDeal(dealId);
    await mutate(next, { revalidate: false });
  }, [dealId, mutate]);

  let content;
  if (error && isStatus(error, 404)) {
    content = <DealNotFound />;
  } else if (error && !deal) {
    content = (
      <Notice $tone="danger" role="alert">
        Failed to load the deal: {errorText(error)}{' '}
        <Button size="sm" variant="ghost" onClick={() => void mutate()}>
          Retry
        </Button>
      </Notice>
    );
  } else if (!deal) {
    content = <SkeletonList items={4} label="Loading the deal..." />;
  }
  if (content || !deal)
    return (
      <>
        <BackLink to="/deal-flow">← Back to Deal Flow</BackLink>
        <PageHeader>
          <h1>Deal Details</h1>
        </PageHeader>
        {content}
      </>
    );

  const mandate = deal.role === 'mandate';
  return (
    <>
      {mandate ? (
        <BackLink to="/mandate-dashboard">← Back to Mandate Dashboard</BackLink>
      ) : (
        <BackLink to="/deal-flow">← Back to Deal Flow</BackLink>
      )}
      <DealHeader deal={deal} onChange={onChange} company={viewerCompanyOf(me)} />
      <Stack>
        {mandate ? (
          <Notice $tone="info" role="status" data-testid="mandate-read-only">
            A mandate follows the deal read-only.
          </Notice>
        ) : null}
        <DealOutcome deal={deal} />
        {/* only when there is something to release: an empty item would add a gap to the stack */}
        {releaseActionsOf(deal).length > 0 ? (
          <div ref={panelRefs.approval} tabIndex={-1} data-testid="acting-company-approval">
            <CompanyApprovalCard deal={deal} onChange={onChange} />
          </div>
        ) : null}
        <MandateRequestsCard deal={deal} onChange={onChange} />
        <ProgressCard deal={deal} onChange={onChange} />
        {/* a mandate has no step of its own: the deal's stage and history say where it stands */}
        {mandate ? null : (
          <div ref={panelRefs['current-step']} tabIndex={-1} data-testid="acting-current-step">
            {parts.currentStep(deal, onChange)}
          </div>
        )}
        {deal.role === 'admin' ? (
          <div ref={panelRefs['document-review']} tabIndex={-1} data-testid="acting-document-review">
            {parts.documentReview(deal, onChange)}
          </div>
        ) : null}
        <Card>
          <Tabs
            label="Deal information"
            defaultValue="details"
            tabs={[
              {
                id: 'details',
                label: 'Deal Details',
                content: parts.details(deal, onChange),
              },
              {
                id: 'documents',
                label: 'Documents',
                content: <DocumentsTab deal={deal} refresh={refresh} onChange={onChange} />,
              },
              {
                id: 'history',
                label: 'History',
                content: (
                  <>
                    <HistoryList events={deal.history} />
                    <NegotiationHistory rounds={deal.negotiation ?? []} />
                  </>
                ),
              },
            ]}
          />
        </Card>
      </Stack>
    </>
  );
}

import { EmptyState, PageHeader } from '@portal/ui/layout';

/** /deal-flow (buyers and sellers): the header and the place of the deal list, which the deals API fills. */
export function DealFlowView() {
  return (
    <>
      <PageHeader>
        <h1>Deal Flow</h1>
      </PageHeader>
      <EmptyState>
        <p>Your deals will be listed here by stage: Pending, Ongoing and Completed.</p>
      </EmptyState>
    </>
  );
}

import { EmptyState, PageHeader } from '@portal/ui/layout';
import { BackLink } from '../../../lib/layout';

/**
 * /deal/:id (buyers and sellers): the back link to the Deal Flow and the header. The deal itself
 * (title, Transaction ID, progress, task panels, documents) is read from the deals API by id.
 */
export function DealDetailView() {
  return (
    <>
      <BackLink to="/deal-flow">← Back to Deal Flow</BackLink>
      <PageHeader>
        <h1>Deal Details</h1>
      </PageHeader>
      <EmptyState>
        <p>The progress, tasks and documents of this deal will be shown here.</p>
      </EmptyState>
    </>
  );
}

import { EmptyState, PageHeader } from '@portal/ui/layout';
import { BackLink } from '../../../lib/layout';

/** /deal-flow/deal-specifications (buyers and sellers): the header and the place of the deals' specifications. */
export function DealSpecificationsView() {
  return (
    <>
      <BackLink to="/deal-flow">← Back to Deal Flow</BackLink>
      <PageHeader>
        <h1>Deal Specifications</h1>
      </PageHeader>
      <EmptyState>
        <p>The specifications of your deals (product, quantity, delivery) will be listed here.</p>
      </EmptyState>
    </>
  );
}

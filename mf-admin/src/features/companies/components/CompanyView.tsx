import { Button } from '@portal/ui/Button';
import { SkeletonList } from '@portal/ui/Skeleton';
import { Muted, Notice, PageHeader, Stack } from '@portal/ui/layout';
import { errorText } from '@portal/web/errors';
import { useCompany } from '../api/companies';
import { COMPANY_NOT_FOUND, companyViewState } from '../utils/companies';
import { CompanyFacts } from './CompanyFacts';
import { DealsCard } from './DealsCard';
import { DocumentsCard } from './DocumentsCard';
import { MembersCard } from './MembersCard';

/**
 * /admin/companies/{id}: one company as the back office sees it (GET /admin/companies/{id}): the
 * overview (Account Status, four-eyes approval, registrations, created, items), its members, account
 * documents and deals. Loading, a failure with Retry, and 'Company not found' for an id that names
 * none (404).
 */
export function CompanyView({ id }: { id: string }) {
  const company = useCompany(id);
  const { data, error } = company;
  const state = companyViewState(id, { data, error });
  const retry = (
    <Button
      size="sm"
      variant="secondary"
      disabled={company.isValidating}
      aria-busy={company.isValidating || undefined}
      onClick={() => void company.mutate()}
    >
      Retry
    </Button>
  );

  let body;
  if (state === 'not-found') {
    body = (
      <Notice $tone="warning" role="alert" data-testid="company-not-found">
        <p style={{ margin: '0 0 0.25rem', fontWeight: 600 }}>{COMPANY_NOT_FOUND}</p>
        <Muted>
          No company has this id. The link may be incomplete, the account may have been deleted, or its
          founder may have joined another company.
        </Muted>
      </Notice>
    );
  } else if (state === 'error') {
    body = (
      <Notice $tone="danger" role="alert" data-testid="company-load-error">
        <p style={{ margin: '0 0 0.5rem' }}>Failed to load the company: {errorText(error)}</p>
        {retry}
      </Notice>
    );
  } else if (state === 'loading' || !data) {
    body = <SkeletonList items={4} label="Loading the company..." />;
  } else {
    body = (
      <>
        {error ? (
          // a reload failed: the last answer stays on screen, with the failure above it
          <Notice $tone="danger" role="alert">
            <p style={{ margin: '0 0 0.5rem' }}>Failed to reload the company: {errorText(error)}</p>
            {retry}
          </Notice>
        ) : null}
        <CompanyFacts data={data} />
        <MembersCard data={data} />
        <DocumentsCard data={data} />
        <DealsCard data={data} />
      </>
    );
  }

  return (
    <>
      <PageHeader>
        <div>
          <h1>Company</h1>
          <p>Its members, registrations, documents, items and deals</p>
        </div>
      </PageHeader>
      <Stack>{body}</Stack>
    </>
  );
}

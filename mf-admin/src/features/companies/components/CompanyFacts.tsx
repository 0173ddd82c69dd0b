import type { AdminCompany } from '@portal/contracts/admin';
import { AccountStatusBadge, Badge } from '@portal/ui/Badge';
import { Card } from '@portal/ui/Card';
import { FactList, InlineList } from '@portal/ui/layout';
import { capitalize, formatDate } from '@portal/web/format';
import { RegistrationStatusBadge } from '../../../lib/badges';
import { itemsSummary, registrationTypes } from '../utils/companies';

/**
 * The company at a glance: its name, Account Status (and whether an admin deactivated it), four-eyes
 * approval, each registration's state, when it was created and how many listings and requests it holds.
 */
export function CompanyFacts({ data }: { data: AdminCompany }) {
  const { company, items } = data;
  return (
    <Card title={company.name || 'Unnamed company'}>
      <FactList $labelColumn="10rem" aria-label="Company details" style={{ marginBottom: 0 }}>
        <dt>Account Status</dt>
        <dd>
          <InlineList>
            <li>
              <AccountStatusBadge status={company.account_status} />
            </li>
            {company.disabled ? (
              <li>
                <Badge tone="danger" data-testid="company-deactivated">
                  Deactivated
                </Badge>
              </li>
            ) : null}
          </InlineList>
        </dd>
        <dt>Four-eyes approval</dt>
        <dd data-testid="company-four-eyes">{company.four_eyes ? 'On' : 'Off'}</dd>
        <dt>Registrations</dt>
        <dd>
          <InlineList aria-label="Registrations">
            {registrationTypes.map((type) => {
              const state = company.registrations[type];
              return (
                <li key={type} data-testid={`registration-${type}`}>
                  {capitalize(type)}:{' '}
                  {state === 'not_registered' ? (
                    <Badge tone="neutral" data-status={state}>
                      Not registered
                    </Badge>
                  ) : (
                    <RegistrationStatusBadge status={state} />
                  )}
                </li>
              );
            })}
          </InlineList>
        </dd>
        <dt>Created</dt>
        <dd>{formatDate(company.created_at)}</dd>
        <dt>Items</dt>
        <dd data-testid="company-items">{itemsSummary(items)}</dd>
      </FactList>
    </Card>
  );
}

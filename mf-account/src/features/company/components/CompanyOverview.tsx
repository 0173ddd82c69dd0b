import type { CompanyResponse } from '@portal/contracts/company';
import {
  companyRoleDescriptions,
  companyRoleLabels,
  type CompanyRole,
} from '@portal/contracts/company-roles';
import { AccountStatusBadge, Badge } from '@portal/ui/Badge';
import { Card } from '@portal/ui/Card';
import { Checkbox } from '@portal/ui/Checkbox';
import { FactList, InlineList, Muted } from '@portal/ui/layout';
import { notify } from '@portal/ui/notify';
import { isStatus, serverMessage } from '@portal/web/errors';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { saveFourEyes } from '../api/company';
import {
  administers,
  FOUR_EYES_EXPLANATION,
  registrationBadge,
  registrationTypeLabels,
  registrationTypes,
} from '../utils/company';

const Setting = styled.div`
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  /* the explanation sits under the switch's label, not under its box */
  & ${Muted} {
    margin: -0.5rem 0 0 1.6rem;
  }
`;
const YourRole = styled.p`
  margin: 0;
  & > span {
    display: block;
  }
`;

/**
 * The company at a glance: its name, Account Status and registrations, the viewer's role, and the
 * four-eyes setting (a switch for administrators, its state for the others).
 */
export function CompanyOverview({
  data,
  role,
  onChanged,
  reload,
}: {
  data: CompanyResponse;
  /** The viewer's role (GET /me). */
  role: CompanyRole;
  /** The company as the server answered a change. */
  onChanged: (next: CompanyResponse) => void;
  reload: () => Promise<unknown>;
}) {
  const { company } = data;
  const [saving, setSaving] = useState(false);
  const explanationId = useId();

  const toggle = async (fourEyes: boolean) => {
    if (saving) return;
    setSaving(true);
    try {
      onChanged(await saveFourEyes(fourEyes, company.version));
      notify.success(
        fourEyes ? 'Four-eyes approval turned on' : 'Four-eyes approval turned off',
        fourEyes
          ? "Documents that commit the company now wait for a second member's release."
          : "Documents that commit the company go to the platform's review without a second release.",
      );
    } catch (err) {
      notify.error('Failed to save four-eyes approval', serverMessage(err), err);
      // someone changed the settings since they were loaded: show what is stored now
      if (isStatus(err, 409)) await reload().catch(() => undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={company.name || 'Your company'}>
      <FactList $labelColumn="9rem" aria-label="Company">
        <dt>Account Status</dt>
        <dd>
          <AccountStatusBadge status={company.account_status} />
        </dd>
        <dt>Registrations</dt>
        <dd>
          <InlineList aria-label="Registrations">
            {registrationTypes.map((type) => {
              const badge = registrationBadge(company.registrations[type]);
              return (
                <li key={type}>
                  {registrationTypeLabels[type]}: <Badge tone={badge.tone}>{badge.label}</Badge>
                </li>
              );
            })}
          </InlineList>
        </dd>
        {administers(role) ? null : (
          <>
            <dt>Four-eyes approval</dt>
            <dd data-testid="four-eyes-state">
              {company.four_eyes ? 'On' : 'Off'}
              <Muted as="span" style={{ display: 'block' }}>
                {FOUR_EYES_EXPLANATION}
              </Muted>
            </dd>
          </>
        )}
      </FactList>
      <YourRole data-testid="company-your-role">
        Your role: <strong>{companyRoleLabels[role]}</strong>
        <Muted as="span">{companyRoleDescriptions[role]}</Muted>
      </YourRole>
      {administers(role) ? (
        <Setting>
          <h3>Company settings</h3>
          <Checkbox
            role="switch"
            label="Four-eyes approval"
            checked={company.four_eyes}
            disabled={saving}
            aria-busy={saving || undefined}
            aria-describedby={explanationId}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <Muted id={explanationId}>{FOUR_EYES_EXPLANATION}</Muted>
        </Setting>
      ) : null}
    </Card>
  );
}

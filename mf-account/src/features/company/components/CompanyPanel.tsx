import type { CompanyResponse } from '@portal/contracts/company';
import type { CompanyRole } from '@portal/contracts/company-roles';
import { Button } from '@portal/ui/Button';
import { LoadingState } from '@portal/ui/Spinner';
import { Notice, Stack } from '@portal/ui/layout';
import { serverMessage } from '@portal/web/errors';
import { useEffect, useRef } from 'react';
import { useCompany } from '../api/company';
import { administers } from '../utils/company';
import { CompanyOverview } from './CompanyOverview';
import { InvitationsCard } from './InvitationsCard';
import { MembersCard } from './MembersCard';

/**
 * The Company tab: the company with its settings, its members and, for administrators, its invitations.
 * Every member reads it; what a member may change follows their role (GET /me), and the server checks
 * each change again.
 */
export function CompanyPanel({
  role,
  revalidateMe,
}: {
  /** The viewer's role in the company, from GET /me. */
  role: CompanyRole;
  revalidateMe: () => Promise<unknown>;
}) {
  const { data, error, mutate } = useCompany();
  const reload = () => mutate();
  const answeredRole = data?.you.role;

  // the company's answer knows the viewer's role too: when it differs, /me is out of date (an
  // administrator changed it meanwhile), and the top bar and the actions here follow a fresh /me
  // (once per disagreement: /me may take a moment to say the same)
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const disagreement = `${answeredRole}|${role}`;
    if (!answeredRole || answeredRole === role || asked.current === disagreement) return;
    asked.current = disagreement;
    void revalidateMe().catch(() => undefined);
  }, [answeredRole, role, revalidateMe]);

  if (!data) {
    if (error)
      return (
        <Notice $tone="danger" role="alert">
          <p style={{ margin: '0 0 0.5rem' }}>
            Failed to load your company{serverMessage(error) ? `: ${serverMessage(error)}` : ''}
          </p>
          <Button size="sm" onClick={() => void reload()}>
            Retry
          </Button>
        </Notice>
      );
    return <LoadingState text="Loading your company..." />;
  }

  return (
    <Stack>
      <CompanyOverview
        data={data}
        role={role}
        onChanged={(next: CompanyResponse) => void mutate(next, { revalidate: false })}
        reload={reload}
      />
      <MembersCard data={data} role={role} reload={reload} onOwnRoleChanged={revalidateMe} />
      {administers(role) ? <InvitationsCard data={data} reload={reload} /> : null}
    </Stack>
  );
}

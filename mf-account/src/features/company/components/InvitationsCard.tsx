import type { CompanyResponse, Invitation } from '@portal/contracts/company';
import { companyRoleLabels } from '@portal/contracts/company-roles';
import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { ActionsCell, ActionsHeader, Table, TableWrap } from '@portal/ui/Table';
import { EmptyState, Stack } from '@portal/ui/layout';
import { notify } from '@portal/ui/notify';
import { useState } from 'react';
import styled from 'styled-components';
import { revokeInvitation } from '../api/company';
import { invitationExpiry, NO_INVITATIONS } from '../utils/company';
import { InviteMemberForm } from './InviteMemberForm';

const FormHeading = styled.h3`
  font-size: 1rem;
  margin: 0 0 0.75rem;
`;

/**
 * Administrators only: the open and expired invitations of the company (Revoke each after a
 * confirmation) and the form that sends a new one.
 */
export function InvitationsCard({ data, reload }: { data: CompanyResponse; reload: () => Promise<unknown> }) {
  const [toRevoke, setToRevoke] = useState<Invitation | null>(null);

  const revoke = async (invitation: Invitation) => {
    try {
      await revokeInvitation(invitation.id);
    } finally {
      // revoked, or already gone (used, revoked by another administrator): the list shows what is stored
      void reload().catch(() => undefined);
    }
    notify.success('Invitation revoked', `The link sent to ${invitation.email} no longer works.`);
  };

  return (
    <Card
      title="Invitations"
      description="People you invite receive an e-mail with a link. They join once they accept it."
    >
      <Stack>
        {data.invitations.length === 0 ? (
          <EmptyState data-testid="invitations-empty">
            <p>{NO_INVITATIONS}</p>
          </EmptyState>
        ) : (
          <TableWrap>
            <Table aria-label="Invitations">
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Invited by</th>
                  <th scope="col">Expires</th>
                  <ActionsHeader />
                </tr>
              </thead>
              <tbody>
                {data.invitations.map((invitation) => {
                  const expiry = invitationExpiry(invitation);
                  return (
                    <tr key={invitation.id} data-testid="invitation-row">
                      <td data-label="Email">{invitation.email}</td>
                      <td data-label="Role">{companyRoleLabels[invitation.role]}</td>
                      <td data-label="Invited by">{invitation.invited_by || '—'}</td>
                      <td data-label="Expires">
                        {expiry.expired ? <Badge tone="warning">{expiry.text}</Badge> : expiry.text}
                      </td>
                      <ActionsCell>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Revoke the invitation to ${invitation.email}`}
                          onClick={() => setToRevoke(invitation)}
                        >
                          Revoke
                        </Button>
                      </ActionsCell>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableWrap>
        )}
        <div>
          <FormHeading>Invite member</FormHeading>
          <InviteMemberForm onInvited={reload} />
        </div>
      </Stack>
      <ConfirmDialog
        open={toRevoke !== null}
        tone="danger"
        title={toRevoke ? `Revoke the invitation to ${toRevoke.email}?` : ''}
        statement="The link in the e-mail stops working. You can invite the address again later."
        confirmLabel="Revoke Invitation"
        busyLabel="Revoking..."
        onClose={() => setToRevoke(null)}
        onConfirm={() => (toRevoke ? revoke(toRevoke) : Promise.resolve())}
      />
    </Card>
  );
}

import type { CompanyMember, CompanyResponse } from '@portal/contracts/company';
import { companyRoleLabels, type CompanyRole } from '@portal/contracts/company-roles';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { Select } from '@portal/ui/Input';
import { ActionsCell, ActionsHeader, Table, TableWrap } from '@portal/ui/Table';
import { FactList, SubText } from '@portal/ui/layout';
import { notify } from '@portal/ui/notify';
import { formatDate } from '@portal/web/format';
import { useState } from 'react';
import styled from 'styled-components';
import { changeMemberRole, removeMember } from '../api/company';
import {
  isCompanyRole,
  memberActions,
  memberName,
  REMOVE_STATEMENT,
  removeTitle,
  roleChangeStatement,
  roleChangeTitle,
  roleOptions,
} from '../utils/company';

const LegendHeading = styled.h3`
  font-size: 1rem;
  margin: 1.25rem 0 0.5rem;
`;

type Pending =
  | { kind: 'role'; member: CompanyMember; role: CompanyRole }
  | { kind: 'remove'; member: CompanyMember }
  | null;

/**
 * The members of the company: name, e-mail, role and the day they joined, the viewer marked '(you)'.
 * Administrators change a role with the row's select and remove a member, each after a confirmation;
 * the server's refusal (the last administrator, a change made meanwhile) stays in the dialog.
 */
export function MembersCard({
  data,
  role,
  reload,
  onOwnRoleChanged,
}: {
  data: CompanyResponse;
  /** The viewer's role (GET /me). */
  role: CompanyRole;
  reload: () => Promise<unknown>;
  /** The viewer changed their own role: GET /me (the top bar and the tab's actions) follows it. */
  onOwnRoleChanged: () => Promise<unknown>;
}) {
  const [pending, setPending] = useState<Pending>(null);
  const you = data.you.user_id;
  const companyName = data.company.name;
  const anyActions = data.members.some((m) => memberActions(role, you, m).remove);

  const confirmRole = async (member: CompanyMember, next: CompanyRole) => {
    // a second attempt after a refusal sends the version of the list as reloaded meanwhile
    const current = data.members.find((m) => m.user_id === member.user_id) ?? member;
    try {
      await changeMemberRole(member.user_id, next, current.version);
    } catch (err) {
      // the member may have changed since the list was read: the next attempt starts from what is stored
      void reload().catch(() => undefined);
      throw err;
    }
    await reload().catch(() => undefined);
    if (member.user_id === you) await onOwnRoleChanged().catch(() => undefined);
    notify.success('Role changed', `${memberName(member)} is now ${companyRoleLabels[next]}.`);
  };

  const confirmRemove = async (member: CompanyMember) => {
    try {
      await removeMember(member.user_id);
    } catch (err) {
      void reload().catch(() => undefined);
      throw err;
    }
    await reload().catch(() => undefined);
    notify.success(
      'Member removed',
      `${memberName(member)} no longer has access to ${companyName || 'the company'}.`,
    );
  };

  return (
    <Card
      title="Members"
      description={`${data.members.length} ${data.members.length === 1 ? 'member' : 'members'}`}
    >
      <TableWrap>
        <Table aria-label="Members">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Joined</th>
              {anyActions ? <ActionsHeader /> : null}
            </tr>
          </thead>
          <tbody>
            {data.members.map((member) => {
              const actions = memberActions(role, you, member);
              const name = memberName(member);
              return (
                <tr key={member.user_id} data-testid="member-row">
                  <td data-label="Name">
                    {name}
                    {member.user_id === you ? <SubText as="span"> (you)</SubText> : null}
                  </td>
                  <td data-label="Email">{member.email}</td>
                  <td data-label="Role">
                    {actions.changeRole ? (
                      <Select
                        aria-label={`Role of ${name}`}
                        value={member.role}
                        onChange={(event) => {
                          const next = event.target.value;
                          if (isCompanyRole(next) && next !== member.role)
                            setPending({ kind: 'role', member, role: next });
                        }}
                      >
                        {roleOptions.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </Select>
                    ) : (
                      companyRoleLabels[member.role]
                    )}
                  </td>
                  <td data-label="Joined">{member.joined_at ? formatDate(member.joined_at) : '—'}</td>
                  {anyActions ? (
                    actions.remove ? (
                      <ActionsCell>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Remove ${name}`}
                          onClick={() => setPending({ kind: 'remove', member })}
                        >
                          Remove
                        </Button>
                      </ActionsCell>
                    ) : (
                      <td data-pinned="" />
                    )
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableWrap>
      <LegendHeading>What each role may do</LegendHeading>
      <FactList $labelColumn="8rem" aria-label="Company roles" data-testid="role-legend">
        {roleOptions.map((option) => (
          <div key={option.value} style={{ display: 'contents' }}>
            <dt>{option.label}</dt>
            <dd>{option.description}</dd>
          </div>
        ))}
      </FactList>

      <ConfirmDialog
        open={pending?.kind === 'role'}
        title={pending?.kind === 'role' ? roleChangeTitle(pending.member, pending.role) : ''}
        statement={
          pending?.kind === 'role' ? roleChangeStatement(pending.member, pending.role, you) : undefined
        }
        confirmLabel={pending?.kind === 'role' ? `Make ${companyRoleLabels[pending.role]}` : 'Change Role'}
        busyLabel="Saving..."
        onClose={() => setPending(null)}
        onConfirm={() =>
          pending?.kind === 'role' ? confirmRole(pending.member, pending.role) : Promise.resolve()
        }
      />
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        tone="danger"
        title={pending?.kind === 'remove' ? removeTitle(pending.member, companyName) : ''}
        statement={REMOVE_STATEMENT}
        confirmLabel="Remove Member"
        busyLabel="Removing..."
        onClose={() => setPending(null)}
        onConfirm={() => (pending?.kind === 'remove' ? confirmRemove(pending.member) : Promise.resolve())}
      />
    </Card>
  );
}

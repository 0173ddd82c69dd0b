import type { AdminCompany } from '@portal/contracts/admin';
import { companyRoleLabels } from '@portal/contracts/company-roles';
import { Card } from '@portal/ui/Card';
import { Muted, SubText } from '@portal/ui/layout';
import { Table, TableWrap } from '@portal/ui/Table';
import { formatDate } from '@portal/web/format';
import { plural } from '@portal/web/paging';
import { isFounder, memberName, NO_MEMBERS, orderMembers } from '../utils/companies';

/** The company's members: name (the founder marked), e-mail, role and when they joined. */
export function MembersCard({ data }: { data: AdminCompany }) {
  const members = orderMembers(data.members, data.company.id);
  return (
    <Card title="Members" description={plural(members.length, 'member')}>
      {members.length === 0 ? (
        <Muted>{NO_MEMBERS}</Muted>
      ) : (
        <TableWrap>
          <Table aria-label="Members">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Joined</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.user_id} data-testid="member-row">
                  <td data-label="Name">
                    <div>{memberName(member)}</div>
                    {isFounder(member, data.company.id) ? <SubText>Founder</SubText> : null}
                  </td>
                  <td data-label="Email">{member.email || 'No email'}</td>
                  <td data-label="Role">{companyRoleLabels[member.role]}</td>
                  <td data-label="Joined">{formatDate(member.joined_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Card>
  );
}

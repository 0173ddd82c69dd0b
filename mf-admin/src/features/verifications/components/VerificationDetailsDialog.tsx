import type { VerificationItem } from '@portal/contracts/admin';
import { Dialog } from '@portal/ui/Dialog';
import styled from 'styled-components';
import { useUserDetail } from '../../../api/admin';
import { FormValueGroups } from '../../../components/FormValueGroups';
import { UserDocuments } from '../../../components/UserDocuments';
import { capitalize } from '../../../lib/format';
import { RegistrationStatusBadge } from '../../../lib/layout';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 8rem 1fr;
  gap: 0.3rem 0.75rem;
  margin: 0 0 1rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Heading = styled.h3`
  font-size: 1rem;
  margin: 1rem 0 0.5rem;
`;

/** Registration details: applicant, status badge, grouped form values, and the applicant's documents. */
export default function VerificationDetailsDialog({ item, onClose }: { item: VerificationItem; onClose: () => void }) {
  const detail = useUserDetail(item.user_id);
  return (
    <Dialog open onClose={onClose} title={`${capitalize(item.type)} Registration Details`}>
      <Facts>
        <dt>Full Name</dt>
        <dd>{item.user.full_name || 'Unknown'}</dd>
        <dt>Email</dt>
        <dd>{item.user.email || 'No email'}</dd>
        <dt>Company</dt>
        <dd>{item.user.company_name || 'N/A'}</dd>
        <dt>Status</dt>
        <dd>
          <RegistrationStatusBadge status={item.status} />
        </dd>
      </Facts>
      <Heading>Form Details</Heading>
      <FormValueGroups formValues={item.form_values} />
      <Heading>Documents</Heading>
      <UserDocuments documents={detail.data?.documents} loading={detail.isLoading} error={detail.error} />
    </Dialog>
  );
}

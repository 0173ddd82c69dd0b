import type { VerificationItem } from '@portal/contracts/admin';
import { Dialog, DialogHeading } from '@portal/ui/Dialog';
import { FactList } from '@portal/ui/layout';
import { useUserDetail } from '../../../lib/api/admin';
import { FormValueGroups } from '../../../lib/components/FormValueGroups';
import { UserDocuments } from '../../../lib/components/UserDocuments';
import { capitalize } from '@portal/web/format';
import { RegistrationStatusBadge } from '../../../lib/badges';

/** Registration details: applicant, status badge, grouped form values, and the applicant's documents. */
export default function VerificationDetailsDialog({
  item,
  onClose,
}: {
  item: VerificationItem;
  onClose: () => void;
}) {
  const detail = useUserDetail(item.user_id);
  return (
    <Dialog open onClose={onClose} title={`${capitalize(item.type)} Registration Details`}>
      <FactList>
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
      </FactList>
      <DialogHeading>Form Details</DialogHeading>
      <FormValueGroups formValues={item.form_values} type={item.type} />
      <DialogHeading>Documents</DialogHeading>
      <UserDocuments documents={detail.data?.documents} loading={detail.isLoading} error={detail.error} />
    </Dialog>
  );
}

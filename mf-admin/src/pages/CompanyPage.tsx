import { BackLink, PageFrame } from '@portal/ui/PageFrame';
import { useParams } from 'react-router-dom';
import { CompanyView } from '../features/companies/components/CompanyView';

/** /admin/companies/:id ("Company"): one company, reached from User Management. */
export default function CompanyPage() {
  const { id = '' } = useParams();
  return (
    <PageFrame>
      <BackLink to="/admin/users">
        <span aria-hidden="true">←</span> Back to User Management
      </BackLink>
      <CompanyView id={id} />
    </PageFrame>
  );
}

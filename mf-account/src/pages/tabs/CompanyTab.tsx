import type { MeResponse } from '@portal/contracts/me';
import { CompanyPanel } from '../../features/company/components/CompanyPanel';

export default function CompanyTab({
  me,
  revalidateMe,
}: {
  me: MeResponse;
  revalidateMe: () => Promise<MeResponse | undefined>;
}) {
  return <CompanyPanel role={me.company.role} revalidateMe={revalidateMe} />;
}

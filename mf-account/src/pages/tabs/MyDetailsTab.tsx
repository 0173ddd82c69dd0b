import type { MeResponse } from '@portal/contracts/me';
import { Stack } from '@portal/ui/layout';
import { BankingForm } from '../../features/banking/components/BankingForm';
import { ProfileForm } from '../../features/profile/components/ProfileForm';

/** my-details: the profile form and the banking form (features composed here, not inside each other). */
export default function MyDetailsTab({
  me,
  revalidateMe,
}: {
  me: MeResponse;
  revalidateMe: () => Promise<MeResponse | undefined>;
}) {
  return (
    <Stack>
      <ProfileForm profile={me.profile} reloadProfile={async () => (await revalidateMe())?.profile} />
      <BankingForm />
    </Stack>
  );
}

import type { MeResponse } from '@portal/contracts/me';
import { SettingsPanel } from '../../features/settings/components/SettingsPanel';

export default function SettingsTab({ me }: { me: MeResponse }) {
  return <SettingsPanel email={me.profile.email} />;
}

import { SystemSettingsView } from '../features/settings/components/SystemSettingsView';
import { PageFrame } from '@portal/ui/PageFrame';

/** /system/settings (admin only; the route guard and the API both check): the platform settings. */
export default function SystemSettingsPage() {
  return (
    <PageFrame>
      <SystemSettingsView />
    </PageFrame>
  );
}

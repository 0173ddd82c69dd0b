import { SystemSettingsView } from '../features/settings/components/SystemSettingsView';
import { AdminPage } from '../lib/layout';

/** /system/settings (admin only; the route guard and the API both check): the platform settings. */
export default function SystemSettingsPage() {
  return (
    <AdminPage>
      <SystemSettingsView />
    </AdminPage>
  );
}

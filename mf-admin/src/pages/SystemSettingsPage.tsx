import { SystemSettingsView } from '../features/settings/components/SystemSettingsView';
import { TermsEditor } from '../features/terms/components/TermsEditor';
import { PageFrame } from '@portal/ui/PageFrame';

/**
 * /system/settings (admin only; the route guard and the API both check): the platform settings and the
 * terms of use that sign-ups accept.
 */
export default function SystemSettingsPage() {
  return (
    <PageFrame>
      <SystemSettingsView />
      <TermsEditor />
    </PageFrame>
  );
}

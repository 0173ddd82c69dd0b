import { Button } from '@portal/ui/Button';
import { LoadingState } from '@portal/ui/Spinner';
import { Notice, PageHeader } from '@portal/ui/layout';
import { lazy, Suspense } from 'react';
import { usePlatformSettings } from '../api/settings';
import { SETTINGS_MESSAGES } from '../utils/settings';
import { serverMessage } from '@portal/web/errors';

const SettingsForm = lazy(() => import('./SettingsForm'));

/**
 * /system/settings (admin only; the route guard and the API both check): the platform settings stored
 * on the server (GET / PUT /admin/settings). The form (react-hook-form + zod) loads in its own chunk.
 */
export function SystemSettingsView() {
  const { data, error, isLoading, mutate } = usePlatformSettings();
  let content;
  if (data) {
    content = (
      <Suspense fallback={<LoadingState text="Loading settings..." />}>
        <SettingsForm settings={data} onSaved={(saved) => mutate(saved, { revalidate: false })} />
      </Suspense>
    );
  } else if (error) {
    content = (
      <Notice $tone="danger" role="alert">
        {SETTINGS_MESSAGES.loadFailed}
        {serverMessage(error) ? `: ${serverMessage(error)}` : ''}{' '}
        <Button size="sm" variant="ghost" onClick={() => void mutate()} disabled={isLoading}>
          Retry
        </Button>
      </Notice>
    );
  } else {
    content = <LoadingState text="Loading settings..." />;
  }
  return (
    <>
      <PageHeader>
        <div>
          <h1>System Settings</h1>
          <p>Platform settings stored on the server</p>
        </div>
      </PageHeader>
      {content}
    </>
  );
}

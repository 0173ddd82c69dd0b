import type { NotificationPreferences } from '@portal/contracts/account';
import { Button } from '@portal/ui/Button';
import { Checkbox } from '@portal/ui/Checkbox';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { LoadingState } from '@portal/ui/Spinner';
import { Muted, Notice } from '@portal/ui/layout';
import { useEffect, useState } from 'react';
import { serverMessage } from '@portal/web/errors';
import { notify } from '@portal/ui/notify';
import { fetchNotificationPreferences, saveNotificationPreferences } from '../api/settings';
import { preferenceLabels } from '../utils/settings';

const keys = Object.keys(preferenceLabels) as (keyof NotificationPreferences)[];

/** Email notifications: the five preferences (the daily digest the fifth), loaded from and stored through the API. */
export function NotificationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [prefs, setPrefs] = useState<NotificationPreferences | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setPrefs(null);
    setLoadError(null);
    fetchNotificationPreferences().then(
      (p) => live && setPrefs(p),
      (err: unknown) => live && setLoadError(serverMessage(err) ?? 'An unexpected error occurred'),
    );
    return () => {
      live = false;
    };
  }, [open]);

  const save = async () => {
    if (!prefs) return;
    setSaving(true);
    try {
      setPrefs(await saveNotificationPreferences(prefs));
      notify.success('Notification preferences saved');
      onClose();
    } catch (err) {
      notify.error('Failed to save notification preferences', serverMessage(err), err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Email Notifications"
      description="Choose which emails you receive."
    >
      {loadError ? (
        <Notice $tone="danger" role="alert">
          Failed to load notification preferences. {loadError}
        </Notice>
      ) : !prefs ? (
        <LoadingState text="Loading preferences..." />
      ) : (
        keys.map((key) => (
          <div key={key}>
            <Checkbox
              label={preferenceLabels[key].label}
              checked={prefs[key]}
              onChange={(e) => setPrefs({ ...prefs, [key]: e.target.checked })}
            />
            <Muted style={{ margin: '-0.6rem 0 0.75rem 1.6rem' }}>{preferenceLabels[key].description}</Muted>
          </div>
        ))
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} disabled={!prefs || saving} aria-busy={saving || undefined}>
          {saving ? 'Saving...' : 'Save Preferences'}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

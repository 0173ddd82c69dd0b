import { Button } from '@portal/ui/Button';
import { useState } from 'react';
import { errorText } from '@portal/web/errors';
import { notify } from '@portal/ui/notify';

/** Starts the browser's download of a short-lived link (the server sends it as an attachment). */
export function startDownload(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.download = '';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** A button that asks for a fresh download link when pressed (links expire) and downloads the file. */
export function DownloadButton({ label, link }: { label: string; link: () => Promise<{ url: string }> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          startDownload((await link()).url);
        } catch (err) {
          notify.error('Download failed', errorText(err), err);
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}

import type { MarketFile } from '@portal/contracts/marketplace';
import { Button } from '@portal/ui/Button';
import { Muted } from '@portal/ui/layout';
import { notify } from '@portal/ui/notify';
import { useState } from 'react';
import { errorText } from '@portal/web/errors';
import { formatKilobytes } from '@portal/web/format';
import { FileRow } from '../../../lib/FileRow';
import { fcoDownloadUrl } from '../api/inquire';

/**
 * The item's FCO Terms & Conditions, read before an inquiry accepts them: the file's name and size and
 * a Download button (a fresh short-lived link per click, opened in a new tab).
 */
export function FcoTerms({ file }: { file: MarketFile | null }) {
  const [opening, setOpening] = useState(false);
  if (!file) return <Muted data-testid="fco-terms">No FCO terms are attached to this item.</Muted>;
  const download = async () => {
    if (opening) return;
    setOpening(true);
    try {
      const url = await fcoDownloadUrl(file.id);
      // noopener: the storage tab gets no handle on this page
      window.open(url, '_blank', 'noopener,noreferrer');
    } catch (err) {
      notify.error('Failed to open document', errorText(err), err);
    } finally {
      setOpening(false);
    }
  };
  return (
    <FileRow data-testid="fco-terms">
      <span>
        FCO Terms &amp; Conditions: <strong>{file.file_name}</strong>{' '}
        <Muted as="span">({formatKilobytes(file.size)})</Muted>
      </span>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Download ${file.file_name}`}
        disabled={opening}
        onClick={() => void download()}
      >
        Download
      </Button>
    </FileRow>
  );
}

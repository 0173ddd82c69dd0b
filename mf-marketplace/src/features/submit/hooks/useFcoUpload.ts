import type { MarketFile } from '@portal/contracts/marketplace';
import { useCallback, useRef, useState } from 'react';
import { errorText } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { uploadFcoFile } from '../api/submit';
import { marketFileProblem } from '../../../lib/market-file';

export interface UploadInProgress {
  name: string;
  size: number;
  percent: number;
}

/**
 * The FCO terms file of the form: checked (PDF or Word, at most 10 MB) and uploaded as soon as it is
 * chosen, with its progress; `file` is the verified upload the submit sends. A newer choice wins over
 * an upload still running.
 */
export function useFcoUpload(onUploaded?: (file: MarketFile) => void) {
  const [file, setFile] = useState<MarketFile | null>(null);
  const [uploading, setUploading] = useState<UploadInProgress | null>(null);
  const attempt = useRef(0);

  const choose = useCallback(
    async (chosen: File) => {
      const problem = marketFileProblem(chosen);
      if (problem) {
        notify.error(problem.title, problem.description);
        return;
      }
      const current = ++attempt.current;
      setUploading({ name: chosen.name, size: chosen.size, percent: 0 });
      try {
        const uploaded = await uploadFcoFile(chosen, (percent) => {
          if (current === attempt.current)
            setUploading({ name: chosen.name, size: chosen.size, percent: Math.min(percent, 99) });
        });
        if (current !== attempt.current) return;
        setFile(uploaded);
        onUploaded?.(uploaded);
      } catch (err) {
        if (current === attempt.current) notify.error('Failed to upload file', errorText(err));
      } finally {
        if (current === attempt.current) setUploading(null);
      }
    },
    [onUploaded],
  );

  const remove = useCallback(() => {
    attempt.current += 1;
    setUploading(null);
    setFile(null);
  }, []);

  return { file, uploading, choose, remove };
}

import type { MarketFile } from '@portal/contracts/marketplace';
import { useCallback, useRef, useState } from 'react';
import { errorText } from '@portal/web/errors';
import { marketFileProblem, uploadMarketFile, type MarketFilePurpose } from './market-file';
import { notify } from '@portal/ui/notify';

export interface UploadInProgress {
  name: string;
  size: number;
  percent: number;
}

/**
 * One marketplace document (FCO terms, product specifications): checked (PDF or Word, at most 10 MB)
 * and uploaded as soon as it is chosen, with its progress; `file` is the verified upload the request
 * names. A newer choice wins over an upload still running. With `keepPrevious` the file uploaded
 * before stays until its replacement is verified (the Submit form's FCO); otherwise it is dropped as
 * soon as another is chosen (the inquiry's documents).
 */
export function useMarketFileUpload(
  purpose: MarketFilePurpose,
  options: { onUploaded?: (file: MarketFile) => void; keepPrevious?: boolean } = {},
) {
  const { onUploaded, keepPrevious = false } = options;
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
      if (!keepPrevious) setFile(null);
      setUploading({ name: chosen.name, size: chosen.size, percent: 0 });
      try {
        const uploaded = await uploadMarketFile(chosen, purpose, (percent) => {
          // 100 % of the bytes is not yet the server's check: hold at 99 until it answers
          if (current === attempt.current)
            setUploading({ name: chosen.name, size: chosen.size, percent: Math.min(percent, 99) });
        });
        if (current !== attempt.current) return;
        setFile(uploaded);
        onUploaded?.(uploaded);
      } catch (err) {
        if (current === attempt.current) notify.error('Failed to upload file', errorText(err), err);
      } finally {
        if (current === attempt.current) setUploading(null);
      }
    },
    [purpose, onUploaded, keepPrevious],
  );

  const remove = useCallback(() => {
    attempt.current += 1;
    setUploading(null);
    setFile(null);
  }, []);

  return { file, uploading, choose, remove };
}

import type { DealDetail } from '@portal/contracts/deals';
import { SkeletonList } from '@portal/ui/Skeleton';
import { useEffect, useState } from 'react';
import { notify } from '@portal/ui/notify';
import { DocumentList } from './DocumentList';

/**
 * The Documents tab: opening it fetches the deal again, so documents the other party or the platform
 * added since the page loaded are listed. A failed fetch says so and lists nothing rather than a list
 * that may be out of date.
 */
export function DocumentsTab({
  deal,
  refresh,
  onChange,
}: {
  deal: DealDetail;
  refresh: () => Promise<unknown>;
  /** Takes the deal after a release or refusal of a held document. */
  onChange: (deal: DealDetail) => void;
}) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    refresh().then(
      () => live && setState('ready'),
      (err: unknown) => {
        if (!live) return;
        notify.error('Failed to fetch deal documents', undefined, err);
        setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [refresh]);
  if (state === 'loading') return <SkeletonList items={2} label="Loading deal documents..." />;
  return (
    <DocumentList deal={deal} documents={state === 'failed' ? [] : deal.documents} onChange={onChange} />
  );
}

import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { ownerTabs } from '@portal/contracts/marketplace-catalogue';
import { Button } from '@portal/ui/Button';
import { CountedTabs } from '@portal/ui/CountedTabs';
import { ButtonLink } from '@portal/ui/PageFrame';
import { SkeletonList } from '@portal/ui/Skeleton';
import { Muted, Notice, PageHeader, Stack } from '@portal/ui/layout';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { errorText } from '@portal/web/errors';
import { itemKindTexts } from '../../../lib/item-kinds';
import { isOwnerListKey } from '../../../lib/item-routes';
import { useOwnerItems } from '../api/my-items';
import { emptyTabText, tabOf } from '../utils/owner-items';
import { OwnerItemCard } from './OwnerItemCard';
import { SentInquiries } from './SentInquiries';

const Empty = styled.div`
  padding: 2rem 1rem;
  text-align: center;
  border: 1px dashed ${({ theme: t }) => t.colors.border};
  border-radius: ${({ theme: t }) => t.radius.lg};
`;

/**
 * My Listings (/my-listings) and My Requests (/my-requests): the owner's items from the server by tab
 * (Active by default, Inactive, All; the tab is in the address bar), each expandable to its inquiries,
 * then the inquiries the user sent.
 */
export function OwnerItemsView({ kind }: { kind: ItemKind }) {
  const texts = itemKindTexts[kind];
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const { data, error, isLoading, mutate } = useOwnerItems(kind, tab);
  const { mutate: mutateAll } = useSWRConfig();
  // a change to one item can move it between tabs and changes every tab's count
  const refresh = useCallback(() => {
    void mutateAll(isOwnerListKey(kind));
  }, [mutateAll, kind]);

  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'Active') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  // the tab's items once loaded for this tab (keepPreviousData shows the last tab's while switching)
  const items = data && !isLoading ? data.items : undefined;
  let content;
  if (error && !data) {
    content = (
      <Notice $tone="danger" role="alert">
        Failed to load your {texts.plural}: {errorText(error)}{' '}
        <Button size="sm" variant="ghost" onClick={() => void mutate()}>
          Retry
        </Button>
      </Notice>
    );
  } else if (!items) {
    content = <SkeletonList items={3} label={`Loading your ${texts.plural}...`} />;
  } else if (items.length === 0) {
    content = (
      <Empty>
        <p style={{ margin: '0 0 0.75rem' }}>{emptyTabText(kind, tab)}</p>
        <Muted>
          <Link to={texts.submitPath}>{texts.submitTitle}</Link>
        </Muted>
      </Empty>
    );
  } else {
    content = (
      <Stack style={{ gap: '1rem' }}>
        {items.map((item) => (
          <OwnerItemCard key={item.id} item={item} onChanged={refresh} />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader>
        <div>
          <h1>{texts.ownerTitle}</h1>
          <p>
            {kind === 'listing'
              ? 'Your offers to buyers and the inquiries they received.'
              : 'Your product requests to sellers and the inquiries they received.'}
          </p>
        </div>
        <ButtonLink $variant="primary" $size="md" to={texts.submitPath}>
          {texts.submitTitle}
        </ButtonLink>
      </PageHeader>
      <Stack>
        <CountedTabs
          label={texts.ownerTitle}
          look="text"
          value={tab}
          onValueChange={selectTab}
          tabs={ownerTabs.map((t) => ({ id: t, label: t }))}
          counts={data?.counts}
          content={content}
        />
        <SentInquiries kind={kind} />
      </Stack>
    </>
  );
}

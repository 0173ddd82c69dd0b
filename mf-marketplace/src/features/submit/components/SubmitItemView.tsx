import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { Button } from '@portal/ui/Button';
import { LoadingState } from '@portal/ui/Spinner';
import { Notice, PageHeader } from '@portal/ui/layout';
import { BackLink } from '@portal/ui/PageFrame';
import { useSearchParams } from 'react-router-dom';
import { serverMessage } from '@portal/web/errors';
import { itemKindTexts } from '../../../lib/item-kinds';
import { fetchOwnerItem, useOwnerItem } from '../api/submit';
import { ItemForm } from './ItemForm';

/**
 * /submit-listing and /submit-request: a new item, or with `?edit={id}` the owner's edit of one of
 * their items (loaded from their own list, so with its version). Back link to My Listings / My Requests.
 */
export function SubmitItemView({ kind }: { kind: ItemKind }) {
  const texts = itemKindTexts[kind];
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const edit = useOwnerItem(kind, editId);

  let content;
  if (!editId) {
    content = <ItemForm kind={kind} />;
  } else if (edit.data) {
    content = (
      <ItemForm key={edit.data.id} kind={kind} item={edit.data} reload={() => fetchOwnerItem(kind, editId)} />
    );
  } else if (edit.error) {
    content = (
      <Notice $tone="danger" role="alert">
        Failed to load the {texts.noun}
        {serverMessage(edit.error) ? `: ${serverMessage(edit.error)}` : '.'}{' '}
        <Button size="sm" variant="ghost" onClick={() => void edit.mutate()}>
          Retry
        </Button>
      </Notice>
    );
  } else if (edit.data === null) {
    content = (
      <Notice $tone="warning" role="alert">
        This {texts.noun} was not found among your {texts.plural}.
      </Notice>
    );
  } else {
    content = <LoadingState text={`Loading ${texts.noun}...`} />;
  }

  return (
    <>
      <BackLink to={texts.ownerPath}>{`← Back to ${texts.ownerTitle}`}</BackLink>
      <PageHeader>
        <div>
          <h1>{editId ? `Edit ${texts.Noun}` : texts.submitTitle}</h1>
          <p>
            {editId
              ? `Change your ${texts.noun}; it can be edited until an inquiry on it is accepted.`
              : kind === 'listing'
                ? 'Offer a product to buyers on the marketplace.'
                : 'Tell sellers on the marketplace which product you want.'}
          </p>
        </div>
      </PageHeader>
      {content}
    </>
  );
}

import {
  ownerItemSchema,
  ownerListSchema,
  type ItemForm,
  type OwnerItem,
} from '@portal/contracts/marketplace';
import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';
import { itemKindTexts } from '../../../lib/item-kinds';

/** POST /marketplace/{listings|requests}: the form and its uploaded FCO terms file. */
export function createItem(kind: ItemKind, form: ItemForm, fcoFileId: string): Promise<OwnerItem> {
  return apiFetch(`/marketplace/${itemKindTexts[kind].collection}`, {
    method: 'POST',
    json: { form, fco_file_id: fcoFileId },
    schema: ownerItemSchema,
  });
}

/** PUT /marketplace/{listings|requests}/{id}: the owner's edit of the version read (409 when it changed). */
export function updateItem(
  kind: ItemKind,
  id: string,
  form: ItemForm,
  version: number,
  fcoFileId?: string,
): Promise<OwnerItem> {
  return apiFetch(`/marketplace/${itemKindTexts[kind].collection}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: { form, version, ...(fcoFileId ? { fco_file_id: fcoFileId } : {}) },
    schema: ownerItemSchema,
  });
}

/** The owner's view of one of their items (with its version), read from their own list. */
export async function fetchOwnerItem(kind: ItemKind, id: string): Promise<OwnerItem | null> {
  const list = await apiFetch(`/my/${itemKindTexts[kind].collection}`, {
    query: { tab: 'All' },
    schema: ownerListSchema,
  });
  return list.items.find((item) => item.id === id) ?? null;
}

/** The item being edited (null: not the caller's, or gone). */
export function useOwnerItem(kind: ItemKind, id: string | null) {
  return useSWR(id ? ['owner-item', kind, id] : null, () => fetchOwnerItem(kind, id!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

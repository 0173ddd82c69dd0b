import type { ItemKind } from '@portal/contracts/marketplace-catalogue';

/**
 * The moderation queue's words and route parameters: an item is a listing (a seller's offer) or a
 * request (a buyer's want), moderated at /admin/marketplace/{listings|requests}/{id}/{approve|reject}.
 */
export function kindLabel(kind: ItemKind): 'Listing' | 'Request' {
  return kind === 'listing' ? 'Listing' : 'Request';
}

/** The `{kind}` and `{id}` of an item's approve and reject routes. */
export function moderationParams(item: { kind: ItemKind; id: string }) {
  return { kind: item.kind === 'listing' ? ('listings' as const) : ('requests' as const), id: item.id };
}

/** The key of a queue row (a listing and a request never share an id, but the kind makes it certain). */
export function queueKey(item: { kind: ItemKind; id: string }): string {
  return `${item.kind}:${item.id}`;
}

/** The reason the owner will read, or the sentence that asks for one. */
export function rejectionReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return 'Please give a reason';
  if (trimmed.length > 500) return 'At most 500 characters';
  return null;
}

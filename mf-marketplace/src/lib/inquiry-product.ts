import type { MarketItem } from '@portal/contracts/marketplace';

/**
 * The item chosen with Inquire, kept in browser local storage under `inquiryProduct` (the spec's key)
 * for the Inquire page. The page takes only the id from it (or from its ?id= parameter) and loads the
 * item from the server: stored data may be stale or edited and is never shown as the item.
 */
export const INQUIRY_PRODUCT_KEY = 'inquiryProduct';

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function browserStorage(): KeyValueStore | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // storage blocked (privacy settings): the ?id= parameter still names the item
    return undefined;
  }
}

export function storeInquiryProduct(item: MarketItem, storage = browserStorage()): void {
  try {
    storage?.setItem(INQUIRY_PRODUCT_KEY, JSON.stringify(item));
  } catch {
    // quota or blocked storage: the ?id= parameter still names the item
  }
}

/** The id of the stored item, when the stored value is an object with a string id; else undefined. */
export function storedInquiryProductId(storage = browserStorage()): string | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(INQUIRY_PRODUCT_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
    return typeof id === 'string' && isItemId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The ids the API accepts in a path ([A-Za-z0-9-], 1 to 64). */
export function isItemId(value: string): boolean {
  return /^[A-Za-z0-9-]{1,64}$/.test(value);
}

/** The Inquire page's address for an item on one side of the marketplace. */
export function inquirePath(side: 'buyer' | 'seller', id: string, quantity?: number): string {
  const suggested = quantity !== undefined && quantity > 0 ? `&quantity=${quantity}` : '';
  return `/marketplace/${side}/inquire?id=${encodeURIComponent(id)}${suggested}`;
}

/** The `?quantity=` a link suggests, when it is a positive number (anything else suggests nothing). */
export function suggestedQuantityOf(param: string | null): string | undefined {
  const value = Number(param);
  return param && Number.isFinite(value) && value > 0 ? String(value) : undefined;
}

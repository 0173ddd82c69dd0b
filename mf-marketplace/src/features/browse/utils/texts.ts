import type { ItemKind } from '@portal/contracts/marketplace-catalogue';

/**
 * The marketplace's messages. Listing pages use the spec's texts exactly; the requests variant, for
 * which the spec gives only its title and subtitle, says 'requests' in the same sentences.
 */
const noun = (kind: ItemKind) => (kind === 'listing' ? 'listings' : 'requests');

export function loadErrorText(kind: ItemKind): string {
  return `Error loading ${noun(kind)}. Please try again later.`;
}

export function emptyTexts(kind: ItemKind): { title: string; body: string } {
  return {
    title: `No ${noun(kind)} available`,
    body: `There are currently no active ${noun(kind)} available. Please check back later.`,
  };
}

/** When the text or the filters leave nothing (the marketplace itself is not empty). */
export function noMatchTexts(kind: ItemKind): { title: string; body: string } {
  return {
    title: `No ${noun(kind)} match your search`,
    body: 'Try other words, or remove some filters.',
  };
}

export function loadingText(kind: ItemKind): string {
  return `Loading ${noun(kind)}`;
}

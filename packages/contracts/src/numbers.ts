import { z } from 'zod';

/**
 * The number schemas that several request shapes share, each bound defined once. Every number a
 * request carries has a floor and a ceiling here or beside its field: DynamoDB stores only numbers
 * whose magnitude lies between 1e-130 and 1e126, so an unbounded positive (1e-131) used to reach the
 * table and fail as a 500; a bound makes it a 400 that names the field.
 */

/** A traded quantity: quantities are shown to 3 decimals (quantityLabel), so 0.001 is the smallest step. */
export const quantityBounds = { min: 0.001, max: 1_000_000_000 } as const;
/** A price or a discount per unit: whole cents, so 0.01 is the smallest. */
export const priceBounds = { min: 0.01, max: 1_000_000_000 } as const;
/** A percentage (commission, platform fee): 0, or at least a hundredth of a percent, up to 100. */
export const percentBounds = { min: 0.01, max: 100 } as const;

export function quantitySchema(typeError = 'Quantity must be a number') {
  return z
    .number({ error: typeError })
    .positive('Quantity must be greater than 0')
    .min(quantityBounds.min, `Quantity must be at least ${quantityBounds.min}`)
    .max(quantityBounds.max, 'Quantity is too large');
}

/** `label` names the amount in its messages ('Price', 'Discount'); a discount has a lower ceiling. */
export function priceSchema(label = 'Price', max: number = priceBounds.max) {
  return z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be greater than 0`)
    .min(priceBounds.min, `${label} must be at least ${priceBounds.min}`)
    .max(max, `${label} is too large`)
    .multipleOf(0.01, 'At most 2 decimals');
}

/** `what` starts the messages: 'The commission' -> 'The commission must be between 0 and 100 %'. */
export function percentSchema(what: string) {
  const range = `${what} must be between 0 and ${percentBounds.max} %`;
  return z
    .number({ error: `${what} must be a number` })
    .min(0, range)
    .max(percentBounds.max, range)
    .refine(
      (value) => value === 0 || value >= percentBounds.min,
      `${what} must be 0 or at least ${percentBounds.min} %`,
    );
}

/** The optimistic-locking version an edit sends back: a counter from 1, kept within exact integers. */
export const versionSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

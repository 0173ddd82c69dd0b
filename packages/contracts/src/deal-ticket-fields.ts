import { z } from 'zod';
import { companyRoles } from './company-roles';

/**
 * What every deal list row carries to name the deal by its trade ticket (./trade-ticket.ts) and to say
 * who acts next: one definition, shared by the Deal Flow's summaries (./deals.ts) and the Mandate
 * Dashboard's rows (./mandates.ts), which cannot import each other.
 */
export const ticketFieldsSchema = z.object({
  buyer_label: z.string(),
  seller_label: z.string(),
  product: z.string(),
  product_type: z.string(),
  quantity: z.number(),
  unit: z.string(),
  delivery: z.string(),
  location: z.string(),
  price: z.number().nullable(),
  /** 'fixed', or 'discount' to a Platts reference (an index-linked price). */
  price_type: z.string(),
  platts_reference: z.string().nullable(),
  discount: z.number().nullable(),
  /** The sign of `discount`: 'premium' above Platts, else a discount (absent on older deals). */
  differential: z.enum(['discount', 'premium']).optional(),
  /** An index-linked deal's unit price, once the seller stated it with the commercial invoice. */
  final_unit_price: z.number().nullable(),
  currency: z.string(),
  /**
   * Who acts next and what they are to do, seller first, then buyer, then the platform; empty once the
   * deal has ended. `yours` marks what the caller itself is awaited for (the platform's for an admin;
   * never a mandate's). `roles`: the company roles of the party that act on it (its administrators
   * always may), so a member sees whether it is theirs ('Operations', 'Approver').
   */
  next: z.array(
    z.object({
      party: z.enum(['buyer', 'seller', 'platform']),
      action: z.string(),
      yours: z.boolean(),
      roles: z.array(z.enum(companyRoles)).optional(),
    }),
  ),
  /** The current group's due date, if it has one. */
  due_at: z.string().nullable(),
});
export type TicketFields = z.infer<typeof ticketFieldsSchema>;

const ticketFieldNames = Object.keys(ticketFieldsSchema.shape) as (keyof TicketFields)[];

/** The ticket fields of a richer row (a deal summary), and nothing else. */
export function ticketFieldsOf(row: TicketFields): TicketFields {
  return Object.fromEntries(ticketFieldNames.map((name) => [name, row[name]])) as TicketFields;
}

import { z } from 'zod';
import {
  currencies,
  differentials,
  filterGroups,
  incoterms,
  industries,
  inquiryStatuses,
  itemStatuses,
  marketFileTypes,
  maxMarketFileBytes,
  ownerTabs,
  pageSizes,
  paymentTerms,
  pricingPeriods,
  quantityToleranceBounds,
  quantityUnitCodes,
  sortOptionValues,
  termOptions,
  type ItemKind,
} from './marketplace-catalogue';
import { negotiationViewSchema } from './negotiation';
import { priceSchema, quantitySchema, versionSchema } from './numbers';

/**
 * Request and response shapes of the marketplace: listings (sellers' offers), requests (buyers' wants),
 * their FCO terms files, inquiries and the owner's lists. One form schema per form, used by the form
 * (react-hook-form) and by the handler; the fixed vocabulary is in ./marketplace-catalogue.
 */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Invalid date');

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const requiredText = (max: number, label: string) => text(max).min(1, `${label} is required`);

const toleranceRange = `Quantity tolerance must be between ${quantityToleranceBounds.min} and ${quantityToleranceBounds.max} %`;

/**
 * What physical trade is quoted on besides the spec's fields, each optional: the quality, the quantity
 * tolerance, the delivery window (laycan), origin, inspection, payment terms and, for an index-linked
 * price, the pricing period. Stored with the item, shown on its page and copied into a deal it opens.
 */
const tradeTermsShape = {
  /** The product's standard ('EN590 10 ppm', 'LBMA Good Delivery', 'ICUMSA 45'). */
  quality_standard: text(80).nullish(),
  quality_specification: text(1000).nullish(),
  /** ± % of the quantity the delivery may differ by, in tenths of a percent. */
  quantity_tolerance: z
    .number({ error: 'Quantity tolerance must be a number' })
    .min(quantityToleranceBounds.min, toleranceRange)
    .max(quantityToleranceBounds.max, toleranceRange)
    .multipleOf(0.1, 'At most 1 decimal')
    .nullish(),
  /** The delivery window (laycan): first and last day. */
  delivery_from: isoDate.nullish(),
  delivery_to: isoDate.nullish(),
  origin: text(120).nullish(),
  inspection_company: text(120).nullish(),
  /** A listing's payment terms; a request's is its Term (see the refinement). */
  payment_terms: z.enum(paymentTerms).nullish(),
  /** Of an index-linked price: whether `discount` is below (discount) or above (premium) Platts. */
  differential: z.enum(differentials).default('discount'),
  pricing_period: z.enum(pricingPeriods).nullish(),
};

export const deliveryWindowMessage = 'The delivery window cannot end before it starts';

/** A request's Term already is its payment term, so the form asks it once. */
export const requestPaymentTermsMessage = "A request's payment term is its Term";

/** The fields of the Submit New Listing / Submit New Request form (the spec's names). */
function itemFormShape(kind: ItemKind) {
  const terms = termOptions[kind] as unknown as [string, ...string[]];
  return z
    .object({
      name: requiredText(120, 'Product Name'),
      location: requiredText(120, 'Location'),
      quantity: quantitySchema(),
      unit: z.enum(quantityUnitCodes).default('MT'),
      delivery: z.enum(incoterms, { error: 'Delivery is required' }),
      term: z.enum(terms, { error: 'Term is required' }),
      price_type: z.enum(['fixed', 'discount']).default('fixed'),
      /** Per unit; optional (the card then reads 'Contact for Price'). */
      price: priceSchema('Price').nullish(),
      /** One of the Platts options, or the free text of 'Other'. */
      platts_reference: text(60).nullish(),
      discount: priceSchema('Discount', 1_000_000).nullish(),
      currency: z.enum(currencies).default('USD'),
      availability_date: isoDate.nullish(),
      accepting_inquiries: z.enum(['now', 'date']).default('now'),
      inquiries_date: isoDate.nullish(),
      additional_info: text(2000).nullish(),
      industry: z.enum(industries),
      ...tradeTermsShape,
    })
    .strict()
    .superRefine((value, ctx) => {
      // ISO dates compare as text
      if (value.delivery_from && value.delivery_to && value.delivery_to < value.delivery_from)
        ctx.addIssue({
          code: 'custom',
          path: ['delivery_to'],
          message: deliveryWindowMessage,
        });
      if (kind === 'request' && value.payment_terms != null)
        ctx.addIssue({ code: 'custom', path: ['payment_terms'], message: requestPaymentTermsMessage });
      if (value.accepting_inquiries === 'date' && !value.inquiries_date)
        ctx.addIssue({ code: 'custom', path: ['inquiries_date'], message: 'Inquiries date is required' });
      if (value.price_type === 'discount') {
        if (!value.platts_reference)
          ctx.addIssue({
            code: 'custom',
            path: ['platts_reference'],
            message: 'Platts reference is required',
          });
        if (value.discount == null)
          ctx.addIssue({ code: 'custom', path: ['discount'], message: 'Discount is required' });
      }
    });
}

export const listingFormSchema = itemFormShape('listing');
export const requestFormSchema = itemFormShape('request');
export type ItemFormValues = z.input<typeof listingFormSchema>;
export type ItemForm = z.output<typeof listingFormSchema>;
export const itemFormSchemas = { listing: listingFormSchema, request: requestFormSchema } as const;

/** POST /marketplace/{listings|requests}: the form plus the FCO terms file uploaded first. */
export const fcoFileIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, 'Your signed terms document is required');
export const itemCreateSchemas = {
  listing: z.object({ form: listingFormSchema, fco_file_id: fcoFileIdSchema }).strict(),
  request: z.object({ form: requestFormSchema, fco_file_id: fcoFileIdSchema }).strict(),
} as const;
/** PUT /marketplace/{listings|requests}/{id}: the owner's edit, on the version read; a new FCO optional. */
export const itemUpdateSchemas = {
  listing: z
    .object({
      form: listingFormSchema,
      version: versionSchema,
      fco_file_id: fcoFileIdSchema.optional(),
    })
    .strict(),
  request: z
    .object({
      form: requestFormSchema,
      version: versionSchema,
      fco_file_id: fcoFileIdSchema.optional(),
    })
    .strict(),
} as const;
/** POST /marketplace/{listings|requests}/{id}/status: the owner deactivates / reactivates. */
export const itemStatusChangeSchema = z
  .object({ status: z.enum(['Active', 'Inactive']), version: versionSchema })
  .strict();

// ---- Files (FCO terms, product specifications) -------------------------------------------------

export const marketFilePurposes = ['fco_terms', 'product_specifications'] as const;
export const marketFileTypeSchema = z.enum(marketFileTypes, {
  error: 'Please upload a PDF or Word document.',
});

/** POST /marketplace/uploads: a presigned POST for one file (PDF or Word, at most 10 MB). */
export const marketUploadRequestSchema = z
  .object({
    file_name: z.string().trim().min(1).max(255),
    file_type: marketFileTypeSchema,
    size: z.number().int().positive().max(maxMarketFileBytes, 'Please upload a file smaller than 10MB.'),
    purpose: z.enum(marketFilePurposes),
  })
  .strict();

/** A verified file, not yet or already attached to a listing, request or inquiry. */
export const marketFileSchema = z.object({
  id: z.string(),
  purpose: z.enum(marketFilePurposes),
  file_name: z.string(),
  file_type: z.string(),
  size: z.number(),
  created_at: z.string(),
});
export type MarketFile = z.infer<typeof marketFileSchema>;

// ---- Items ---------------------------------------------------------------------------------------

/** A listing or request as a card shows it: never the owner's identity, only an anonymous label. */
export const marketItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['listing', 'request']),
  name: z.string(),
  product_type: z.string(),
  location: z.string(),
  quantity: z.number(),
  unit: z.enum(quantityUnitCodes),
  /** Quantity already committed by accepted inquiries. */
  committed_quantity: z.number(),
  delivery: z.string(),
  term: z.string(),
  price: z.number().nullable(),
  price_type: z.enum(['fixed', 'discount']),
  platts_reference: z.string().nullable(),
  discount: z.number().nullable(),
  /** The sign of `discount` on an index-linked price. */
  differential: z.enum(differentials),
  currency: z.enum(currencies),
  availability_date: z.string().nullable(),
  accepting_inquiries: z.enum(['now', 'date']),
  inquiries_date: z.string().nullable(),
  additional_info: z.string().nullable(),
  industry: z.enum(industries),
  status: z.enum(itemStatuses),
  /** 'Seller #4821' on a listing, 'Buyer #1930' on a request. */
  owner_label: z.string(),
  rating: z.number(),
  review_count: z.number(),
  has_terms: z.boolean(),
  /** The caller's own item (never offers Inquire). */
  own: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MarketItem = z.infer<typeof marketItemSchema>;

/** The trade terms as an item's page and its owner read them: null when not given. */
export const tradeTermsSchema = z.object({
  quality_standard: z.string().nullable(),
  quality_specification: z.string().nullable(),
  quantity_tolerance: z.number().nullable(),
  delivery_from: z.string().nullable(),
  delivery_to: z.string().nullable(),
  origin: z.string().nullable(),
  inspection_company: z.string().nullable(),
  payment_terms: z.enum(paymentTerms).nullable(),
  pricing_period: z.enum(pricingPeriods).nullable(),
});
export type TradeTerms = z.infer<typeof tradeTermsSchema>;

/**
 * GET /marketplace/{listings|requests}/{id}: the card, its trade terms and the FCO terms an inquiry on
 * it accepts (null when the caller may not inquire on it).
 */
export const marketItemDetailSchema = marketItemSchema
  .extend(tradeTermsSchema.shape)
  .extend({ fco_file: marketFileSchema.nullable() });
export type MarketItemDetail = z.infer<typeof marketItemDetailSchema>;

/** The owner's view adds what only the owner sees. */
export const ownerItemSchema = marketItemSchema.extend(tradeTermsSchema.shape).extend({
  version: z.number(),
  fco_file: marketFileSchema.nullable(),
  /** The moderator's reason when status is Rejected. */
  rejection_reason: z.string().nullable(),
  inquiry_counts: z.object({ pending: z.number(), accepted: z.number(), declined: z.number() }),
});
export type OwnerItem = z.infer<typeof ownerItemSchema>;

const filterList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.string().trim().min(1).max(120)).max(20));

/** GET /marketplace/{listings|requests}: search, filters (OR within, AND across), sort, page. */
export const marketSearchQuerySchema = z
  .object({
    q: z.string().trim().max(120).optional(),
    industry: z.enum(industries).optional(),
    product: filterList.optional(),
    location: filterList.optional(),
    delivery: filterList.optional(),
    term: filterList.optional(),
    sort: z.enum(sortOptionValues).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce
      .number()
      .int()
      .refine((n) => (pageSizes as readonly number[]).includes(n), 'page_size must be 12, 24 or 36')
      .default(12),
  })
  .strict();
export type MarketSearchQuery = z.input<typeof marketSearchQuerySchema>;

export const marketSearchResultSchema = z.object({
  items: z.array(marketItemSchema),
  /** '{n} results found': matches of text and filters. */
  total: z.number(),
  /** 'Active Listings: N': every active item of the page's industry (or of all). */
  active_total: z.number(),
  /** Per filter group: value -> matching items (each group's count ignores its own selection). */
  facets: z.record(
    z.enum(filterGroups.map((g) => g.key) as [string, ...string[]]),
    z.record(z.string(), z.number()),
  ),
  page: z.number(),
  page_size: z.number(),
});
export type MarketSearchResult = z.infer<typeof marketSearchResultSchema>;

/** GET /my/{listings|requests}?tab=Active|Inactive|All: the owner's items, newest first, from the base table. */
export const ownerListQuerySchema = z.object({ tab: z.enum(ownerTabs).default('Active') }).strict();
export const ownerListSchema = z.object({
  items: z.array(ownerItemSchema),
  counts: z.object({ Active: z.number(), Inactive: z.number(), All: z.number() }),
});

// ---- Inquiries -----------------------------------------------------------------------------------

/** POST /marketplace/listings/{id}/inquiries (a buyer on a listing). */
export const listingInquirySchema = z
  .object({
    quantity: quantitySchema('Please specify the quantity before submitting.'),
    message: text(2000).optional(),
  })
  .strict();
const inquiryFilesRequired = 'Please upload both Product Specifications and FCO Terms & Conditions.';
/** An uploaded file's id; absent or malformed reads as the missing document. */
const inquiryFileId = z
  .string({ error: inquiryFilesRequired })
  .regex(/^[A-Za-z0-9-]{1,64}$/, inquiryFilesRequired);
/** POST /marketplace/requests/{id}/inquiries (a seller on a request): both files are required. */
export const requestInquirySchema = listingInquirySchema
  .extend({ product_specifications_file_id: inquiryFileId, fco_terms_file_id: inquiryFileId })
  .strict();

export const inquirySchema = z.object({
  id: z.string(),
  item_id: z.string(),
  item_kind: z.enum(['listing', 'request']),
  /** The item's name at the time (the sent list shows it). */
  item_name: z.string(),
  /** 'Buyer #4821' / 'Seller #4821': one stable label per inquirer and item. */
  company: z.string(),
  rating: z.number(),
  quantity: z.number(),
  unit: z.enum(quantityUnitCodes),
  message: z.string().nullable(),
  status: z.enum(inquiryStatuses),
  decline_reason: z.string().nullable(),
  files: z.array(marketFileSchema),
  /** Set once accepted: the deal it became. */
  deal_id: z.string().nullable(),
  /** The rounds of offers the inquiry opened (null for inquiries sent before negotiation). */
  negotiation: negotiationViewSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** GET /marketplace/{listings|requests}/{id}/inquiries: the owner's view of an item's inquiries. */
export const inquiryListSchema = z.object({ inquiries: z.array(inquirySchema) });

/** GET /marketplace/inquiries/sent: the caller's own inquiries, and this month's use of the limit. */
export const sentInquiriesSchema = z.object({
  inquiries: z.array(inquirySchema),
  usage: z.object({ month: z.string(), used: z.number(), limit: z.number(), remaining: z.number() }),
});

export const inquiryAcceptResultSchema = z.object({ inquiry: inquirySchema, deal_id: z.string() });

// ---- Moderation (admin) --------------------------------------------------------------------------

/** GET /admin/marketplace/pending: items held for moderation, oldest first. */
export const moderationQueueSchema = z.object({ items: z.array(ownerItemSchema) });
export const moderationRejectSchema = z
  .object({ reason: z.string().trim().min(1, 'Please give a reason').max(500) })
  .strict();

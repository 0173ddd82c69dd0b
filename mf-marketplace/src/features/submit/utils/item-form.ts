import { groupNumberText, parseNumberText } from '@portal/ui/NumberField';
import { deliveryWindowMessage, type ItemForm, type OwnerItem } from '@portal/contracts/marketplace';
import {
  defaultOtherPlatts,
  plattsReferences,
  type Differential,
  requiredItemFields,
  type Currency,
  type Industry,
  type QuantityUnit,
} from '@portal/contracts/marketplace-catalogue';
import { ApiError } from '@portal/web/api';

/**
 * The Submit New Listing / Request form as the inputs hold it: every value a string (an empty number
 * input is '', not NaN), the Platts reference as the chosen option plus the free text that 'Other'
 * shows. `toItemForm` turns it into the contract's form (what the schema checks and the API stores);
 * `fieldsOfItem` turns an owner's item back into it for editing.
 */
export interface ItemFormFields {
  industry: Industry;
  name: string;
  location: string;
  quantity: string;
  unit: QuantityUnit;
  delivery: string;
  term: string;
  price_type: 'fixed' | 'discount';
  price: string;
  /** The chosen option of the Platts list ('' for none yet, 'Other' for the free text). */
  platts_reference: string;
  /** The free text of 'Other' (starts as 'Platts European'). */
  platts_reference_other: string;
  discount: string;
  currency: Currency;
  availability_date: string;
  accepting_inquiries: 'now' | 'date';
  inquiries_date: string;
  additional_info: string;
  /** Trade terms (optional): '' is "not given". */
  differential: Differential;
  pricing_period: string;
  quality_standard: string;
  quality_specification: string;
  quantity_tolerance: string;
  delivery_from: string;
  delivery_to: string;
  origin: string;
  inspection_company: string;
  payment_terms: string;
}

export type ItemFormField = keyof ItemFormFields;

/** A new item: Energy, MT, fixed price in USD, open for inquiries now. */
export function emptyItemFields(): ItemFormFields {
  return {
    industry: 'Energy',
    name: '',
    location: '',
    quantity: '',
    unit: 'MT',
    delivery: '',
    term: '',
    price_type: 'fixed',
    price: '',
    platts_reference: '',
    platts_reference_other: defaultOtherPlatts,
    discount: '',
    currency: 'USD',
    availability_date: '',
    accepting_inquiries: 'now',
    inquiries_date: '',
    additional_info: '',
    differential: 'discount',
    pricing_period: '',
    quality_standard: '',
    quality_specification: '',
    quantity_tolerance: '',
    delivery_from: '',
    delivery_to: '',
    origin: '',
    inspection_company: '',
    payment_terms: '',
  };
}

const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
/**
 * '' is "not given"; anything else is a number as traders type it ('30,000', '685.50') or NaN (which
 * the schema reports as not a number).
 */
const numberOrNull = (value: string): number | null => parseNumberText(value);

/** The listed Platts options other than 'Other'. */
const namedPlatts = plattsReferences.filter((p) => p !== 'Other') as readonly string[];

/**
 * The contract's form from what the inputs hold. Fields the chosen options hide are sent empty: a
 * fixed price carries no Platts reference or discount, a discount no fixed price, 'now' no date.
 * Required values left empty stay undefined so that the schema names them.
 */
export function toItemForm(fields: ItemFormFields): Record<keyof ItemForm, unknown> {
  const discount = fields.price_type === 'discount';
  const platts =
    fields.platts_reference === 'Other' ? fields.platts_reference_other : fields.platts_reference;
  return {
    name: fields.name,
    location: fields.location,
    quantity: numberOrNull(fields.quantity) ?? undefined,
    unit: fields.unit,
    delivery: fields.delivery || undefined,
    term: fields.term || undefined,
    price_type: fields.price_type,
    price: discount ? null : numberOrNull(fields.price),
    platts_reference: discount ? textOrNull(platts) : null,
    discount: discount ? numberOrNull(fields.discount) : null,
    currency: fields.currency,
    availability_date: textOrNull(fields.availability_date),
    accepting_inquiries: fields.accepting_inquiries,
    inquiries_date: fields.accepting_inquiries === 'date' ? textOrNull(fields.inquiries_date) : null,
    additional_info: textOrNull(fields.additional_info),
    industry: fields.industry,
    differential: discount ? fields.differential : 'discount',
    pricing_period: discount ? textOrNull(fields.pricing_period) : null,
    quality_standard: textOrNull(fields.quality_standard),
    quality_specification: textOrNull(fields.quality_specification),
    quantity_tolerance: numberOrNull(fields.quantity_tolerance),
    delivery_from: textOrNull(fields.delivery_from),
    delivery_to: textOrNull(fields.delivery_to),
    origin: textOrNull(fields.origin),
    inspection_company: textOrNull(fields.inspection_company),
    payment_terms: textOrNull(fields.payment_terms),
  };
}

/** A stored number as its input shows it once left: grouped ('30,000'). */
const numberText = (value: number | null | undefined): string =>
  value == null ? '' : groupNumberText(String(value));

/** The form filled with an owner's item (the edit of a listing or request). */
export function fieldsOfItem(item: OwnerItem): ItemFormFields {
  const platts = item.platts_reference ?? '';
  const named = platts === '' || namedPlatts.includes(platts);
  return {
    industry: item.industry,
    name: item.name,
    location: item.location,
    quantity: numberText(item.quantity),
    unit: item.unit,
    delivery: item.delivery,
    term: item.term,
    price_type: item.price_type,
    price: numberText(item.price),
    platts_reference: named ? platts : 'Other',
    platts_reference_other: named ? defaultOtherPlatts : platts,
    discount: numberText(item.discount),
    currency: item.currency,
    availability_date: item.availability_date ?? '',
    accepting_inquiries: item.accepting_inquiries,
    inquiries_date: item.inquiries_date ?? '',
    additional_info: item.additional_info ?? '',
    differential: item.differential,
    pricing_period: item.pricing_period ?? '',
    quality_standard: item.quality_standard ?? '',
    quality_specification: item.quality_specification ?? '',
    quantity_tolerance: item.quantity_tolerance == null ? '' : String(item.quantity_tolerance),
    delivery_from: item.delivery_from ?? '',
    delivery_to: item.delivery_to ?? '',
    origin: item.origin ?? '',
    inspection_company: item.inspection_company ?? '',
    payment_terms: item.payment_terms ?? '',
  };
}

type RequiredField = keyof typeof requiredItemFields;
const requiredFields = Object.keys(requiredItemFields) as RequiredField[];

/** The required fields left empty, in the form's order. */
export function missingRequiredFields(fields: ItemFormFields): RequiredField[] {
  return requiredFields.filter((field) => fields[field].trim() === '');
}

/** The 'Missing:' line of the 'Please fill in all required fields' toast, or undefined if none is missing. */
export function missingFieldsText(fields: ItemFormFields): string | undefined {
  const missing = missingRequiredFields(fields);
  return missing.length > 0 ? `Missing: ${missing.map((f) => requiredItemFields[f]).join(', ')}` : undefined;
}

/** The inline message of an empty required field. */
export function requiredMessage(field: RequiredField): string {
  return `${requiredItemFields[field]} is required`;
}

/**
 * The fields the chosen options make required (a discount needs its Platts reference and amount, a
 * date of opening needs the date) and a delivery window that ends before it starts, with the schema's
 * own sentences. The schema checks these only once
 * every field is valid on its own; the form names them together with the rest, in one round.
 */
export function conditionalProblems(fields: ItemFormFields): Partial<Record<ItemFormField, string>> {
  const problems: Partial<Record<ItemFormField, string>> = {};
  if (fields.price_type === 'discount') {
    if (fields.platts_reference === '') problems.platts_reference = 'Platts reference is required';
    else if (fields.platts_reference === 'Other' && fields.platts_reference_other.trim() === '')
      problems.platts_reference_other = 'Platts reference is required';
    if (fields.discount.trim() === '') problems.discount = 'Discount is required';
  }
  if (fields.accepting_inquiries === 'date' && fields.inquiries_date.trim() === '')
    problems.inquiries_date = 'Inquiries date is required';
  // ISO dates compare as text; the schema checks the order only once every field is valid
  if (fields.delivery_from && fields.delivery_to && fields.delivery_to < fields.delivery_from)
    problems.delivery_to = deliveryWindowMessage;
  return problems;
}

/** Where a problem the schema or the server reports on a form path is shown: a form field, or the FCO upload. */
export type ProblemTarget = ItemFormField | 'fco_file';

/**
 * The input that shows a problem reported on `path` ('quantity', 'form.quantity', 'fco_file_id'); the
 * Platts reference is shown on its free text when 'Other' is chosen.
 */
export function problemTarget(path: string, fields: ItemFormFields): ProblemTarget | undefined {
  const name = path.replace(/^form\./, '');
  if (name === 'fco_file_id') return 'fco_file';
  if (name === 'platts_reference')
    return fields.platts_reference === 'Other' ? 'platts_reference_other' : 'platts_reference';
  return name in fields ? (name as ItemFormField) : undefined;
}

/**
 * A 400 of the API as `{ field, message }`: the field it names (form fields arrive as 'form.name') and
 * its sentence without the 'field: ' prefix the validator puts in front; undefined for other errors.
 */
export function serverFieldProblem(err: unknown): { field: string; message: string } | undefined {
  if (!(err instanceof ApiError) || err.status !== 400) return undefined;
  const body = err.body as { field?: unknown } | undefined;
  const field = typeof body?.field === 'string' ? body.field : undefined;
  if (!field) return undefined;
  const prefix = `${field}: `;
  const message = err.message.startsWith(prefix) ? err.message.slice(prefix.length) : err.message;
  return { field, message };
}

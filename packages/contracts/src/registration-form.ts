import type { FileValue, FormValues } from './account';
import type { RegistrationType } from './me';

/**
 * The registration field catalogue (spec: "Registration form (/register/{type})"): every field of the
 * buyer, seller and mandate forms declared once as data, plus the pure rules over it (visibility of
 * conditional fields, required fields, value checks). Browser-safe: the form (mf-account) renders and
 * checks with it, the account functions check submissions with the same rules.
 *
 * Field names are the spec's and are stored as form_values keys; admins group values by key prefix
 * (business_, contact_, ...), so never rename a field.
 *
 * Required-ness the spec leaves open, decided here:
 * - Seller documents: the product catalog, technical specifications and safety data sheets are optional
 *   (the spec only marks quality certifications optional and the analysis certificate required; due
 *   diligence can ask for more, a submission should not be blocked on a reading of the list).
 * - Checkboxes (industries, specialisations) and the optional free-text fields are optional.
 * Length and format limits are not in the spec: text 500, textarea 5000 characters, e-mail and phone
 * formats as in the profile, dates yyyy-mm-dd, the business registration date not in the future.
 */

// ---- Types --------------------------------------------------------------------------------------

export type FieldKind =
  'text' | 'email' | 'tel' | 'number' | 'textarea' | 'select' | 'checkbox' | 'file' | 'date';

export interface FieldOption {
  value: string;
  label: string;
}

/** Shown only when the controlling field's value equals `value` (or is one of `value` when a list). */
export interface FieldConditional {
  field: string;
  value: string | readonly string[];
}

export type DocumentCategory = 'technical' | 'agreement' | 'other';

export interface Field {
  /** form_values key; ^[a-z0-9_]{1,64}$ */
  name: string;
  /** the control's accessible name */
  label: string;
  type: FieldKind;
  placeholder?: string;
  required?: boolean;
  /** select only */
  options?: readonly FieldOption[];
  conditional?: FieldConditional;
  /** file only: offer the agreement form for download next to the upload */
  hasDownload?: boolean;
  /** default '/agreement_form.pdf' (see {@link downloadUrlOf}) */
  downloadUrl?: string;
  /** default 'Download Agreement Form' (see {@link downloadLabelOf}) */
  downloadLabel?: string;
  /** file only: the document category */
  category?: DocumentCategory;
  /** date only: a date after today is refused */
  notInFuture?: boolean;
}

export interface Section {
  id: string;
  title: string;
  collapsible?: boolean;
  fields: readonly Field[];
}

export interface RegistrationForm {
  type: RegistrationType;
  /** '{Type} Registration' */
  title: string;
  sections: readonly Section[];
}

/** Names the form (mf-account) binds to. */
export type CatalogueField = Field;
export type CatalogueSection = Section;

export const defaultDownloadUrl = '/agreement_form.pdf';
export const defaultDownloadLabel = 'Download Agreement Form';
export const maxTextLength = 500;
export const maxTextareaLength = 5000;

// ---- Catalogue ----------------------------------------------------------------------------------

const file = (
  name: string,
  label: string,
  required: boolean,
  category: DocumentCategory,
  extra: Partial<Field> = {},
): Field => ({
  name,
  label,
  type: 'file',
  ...(required ? { required: true } : {}),
  category,
  ...extra,
});

const businessInformation: Section = {
  id: 'business_information',
  title: 'Business Information',
  fields: [
    {
      name: 'business_legal_name',
      label: 'Business Legal Name',
      type: 'text',
      placeholder: 'Registered company name',
      required: true,
    },
    {
      name: 'business_tax_id',
      label: 'Business Tax ID',
      type: 'text',
      placeholder: 'Tax or VAT identification number',
      required: true,
    },
    {
      name: 'business_registration_date',
      label: 'Business Registration Date',
      type: 'date',
      required: true,
      notInFuture: true,
    },
    {
      name: 'business_address',
      label: 'Business Address',
      type: 'textarea',
      placeholder: 'Registered business address',
      required: true,
    },
  ],
};

const contactInformation: Section = {
  id: 'contact_information',
  title: 'Contact Information',
  fields: [
    { name: 'contact_name', label: 'Contact Name', type: 'text', placeholder: 'Full name', required: true },
    {
      name: 'contact_title',
      label: 'Contact Title',
      type: 'text',
      placeholder: 'e.g. Head of Trading',
      required: true,
    },
    {
      name: 'contact_email',
      label: 'Contact Email',
      type: 'email',
      placeholder: 'name@company.com',
      required: true,
    },
    {
      name: 'contact_phone',
      label: 'Contact Phone',
      type: 'tel',
      placeholder: '+1 555 123 4567',
      required: true,
    },
  ],
};

const supportingDocuments: Section = {
  id: 'supporting_documents',
  title: 'Supporting Documents',
  fields: [
    file('document_business_registration', 'Business Registration Document', true, 'other'),
    file('document_tax_certificate', 'Tax Certificate', true, 'other'),
    file('document_id_verification', 'ID Verification', true, 'other'),
  ],
};

/**
 * The section title differs from the field label on purpose: the section is labelled by its heading,
 * so equal texts would give two elements the accessible name 'Signed Agreement'.
 */
const signedAgreement: Section = {
  id: 'signed_agreement',
  title: 'Signed Agreement Form',
  fields: [
    file('document_signed_agreement', 'Signed Agreement', true, 'agreement', {
      hasDownload: true,
      downloadUrl: defaultDownloadUrl,
      downloadLabel: defaultDownloadLabel,
    }),
  ],
};

const referralInformation: Section = {
  id: 'referral_information',
  title: 'Referral Information',
  collapsible: true,
  fields: [
    {
      name: 'mandate_name',
      label: 'Mandate Name',
      type: 'text',
      placeholder: 'Name of the mandate who referred you',
    },
    { name: 'referral_code', label: 'Referral Code', type: 'text', placeholder: 'Referral code, if any' },
  ],
};

const industries: Section = {
  id: 'industries',
  title: 'Industries',
  collapsible: true,
  fields: [
    { name: 'industry_energy', label: 'Energy', type: 'checkbox' },
    { name: 'industry_precious_metals', label: 'Precious Metals', type: 'checkbox' },
    { name: 'industry_agriculture', label: 'Agriculture', type: 'checkbox' },
  ],
};

const sellerTypeOptions: readonly FieldOption[] = [
  { value: 'refinery', label: 'Refinery' },
  { value: 'tank_terminal', label: 'Tank Terminal' },
];

const sellerSections: readonly Section[] = [
  businessInformation,
  contactInformation,
  industries,
  {
    id: 'seller_profile',
    title: 'Seller Profile',
    fields: [
      {
        name: 'seller_type',
        label: 'Seller Type',
        type: 'select',
        required: true,
        options: sellerTypeOptions,
      },
      {
        name: 'refinery_products',
        label: 'Refinery Products',
        type: 'textarea',
        placeholder: 'Products refined, grades and monthly capacity',
        conditional: { field: 'seller_type', value: 'refinery' },
      },
      {
        name: 'tank_terminal_ownership',
        label: 'Tank Terminal Ownership',
        type: 'select',
        options: [
          { value: 'owned', label: 'Owned' },
          { value: 'leased', label: 'Leased' },
          { value: 'partnership', label: 'Partnership' },
        ],
        conditional: { field: 'seller_type', value: 'tank_terminal' },
      },
    ],
  },
  {
    id: 'products',
    title: 'Products',
    fields: [
      {
        name: 'product_categories',
        label: 'Product Categories',
        type: 'text',
        placeholder: 'e.g. Diesel, Jet fuel, Gold bullion',
      },
      {
        name: 'product_origin_countries',
        label: 'Product Origin Countries',
        type: 'text',
        placeholder: 'Countries of origin',
        required: true,
      },
      {
        name: 'product_quality_certifications',
        label: 'Product Quality Certifications',
        type: 'text',
        placeholder: 'e.g. ISO 9001, SGS',
      },
    ],
  },
  supportingDocuments,
  {
    id: 'product_documents',
    title: 'Product Documents',
    collapsible: true,
    fields: [
      file('document_product_catalog', 'Product Catalog', false, 'technical'),
      file('document_quality_certifications', 'Quality Certifications', false, 'technical'),
      file('document_ownership_certificate', 'Ownership Certificate', false, 'other', {
        conditional: { field: 'seller_type', value: 'tank_terminal' },
      }),
      file('document_technical_specifications', 'Technical Specifications', false, 'technical'),
      file('document_safety_data_sheets', 'Safety Data Sheets', false, 'technical'),
      file('document_analysis_certificate', 'Analysis Certificate', true, 'technical'),
    ],
  },
  {
    id: 'technical_compliance',
    title: 'Technical Compliance',
    fields: [
      {
        name: 'technical_compliance_standards',
        label: 'Technical Compliance Standards',
        type: 'textarea',
        placeholder: 'Standards your products and facilities comply with',
        required: true,
      },
    ],
  },
  signedAgreement,
  referralInformation,
];

const buyerSections: readonly Section[] = [
  businessInformation,
  contactInformation,
  industries,
  {
    id: 'purchasing',
    title: 'Purchasing',
    fields: [
      {
        name: 'purchasing_annual_volume',
        label: 'Annual Purchasing Volume',
        type: 'select',
        required: true,
        options: [
          { value: 'under_1m', label: 'Under $1M' },
          { value: '1m_5m', label: '$1M - $5M' },
          { value: '5m_20m', label: '$5M - $20M' },
          { value: '20m_100m', label: '$20M - $100M' },
          { value: 'over_100m', label: 'Over $100M' },
        ],
      },
      {
        name: 'purchasing_product_categories',
        label: 'Product Categories of Interest',
        type: 'text',
        placeholder: 'e.g. Diesel, Jet fuel, Gold bullion',
        required: true,
      },
    ],
  },
  supportingDocuments,
  {
    id: 'purchasing_documents',
    title: 'Purchasing Documents',
    collapsible: true,
    fields: [
      file('document_previous_transactions', 'Previous Transactions', true, 'other'),
      file('document_attested_financial_certificate', 'Attested Financial Certificate', true, 'other'),
      file('document_purchasing_authorization', 'Purchasing Authorization', false, 'other'),
      file('document_financial_statement', 'Financial Statement', false, 'other'),
    ],
  },
  signedAgreement,
  referralInformation,
];

const mandateSections: readonly Section[] = [
  businessInformation,
  contactInformation,
  {
    id: 'mandate_profile',
    title: 'Mandate Profile',
    fields: [
      { name: 'mandate_specialization_energy', label: 'Energy', type: 'checkbox' },
      { name: 'mandate_specialization_precious_metals', label: 'Precious Metals', type: 'checkbox' },
      { name: 'mandate_specialization_agriculture', label: 'Agriculture', type: 'checkbox' },
      {
        name: 'mandate_experience_years',
        label: 'Years of Experience',
        type: 'select',
        required: true,
        options: [
          { value: '1_3', label: '1-3 years' },
          { value: '4_7', label: '4-7 years' },
          { value: '8_15', label: '8-15 years' },
          { value: '15_plus', label: '15+ years' },
        ],
      },
    ],
  },
  supportingDocuments,
  {
    id: 'mandate_documents',
    title: 'Mandate Documents',
    collapsible: true,
    fields: [
      file('document_professional_license', 'Professional License', false, 'other'),
      file('document_evidence_of_past_performance', 'Evidence of Past Performance', true, 'other'),
    ],
  },
  signedAgreement,
  referralInformation,
];

export const registrationForms: Readonly<Record<RegistrationType, RegistrationForm>> = {
  buyer: { type: 'buyer', title: 'Buyer Registration', sections: buyerSections },
  seller: { type: 'seller', title: 'Seller Registration', sections: sellerSections },
  mandate: { type: 'mandate', title: 'Mandate Registration', sections: mandateSections },
};

// ---- Look-ups -----------------------------------------------------------------------------------

const fieldIndex = new Map<RegistrationType, ReadonlyMap<string, Field>>();
function indexOf(type: RegistrationType): ReadonlyMap<string, Field> {
  let index = fieldIndex.get(type);
  if (!index) {
    index = new Map(registrationFields(type).map((f) => [f.name, f]));
    fieldIndex.set(type, index);
  }
  return index;
}

/** The form's sections in display order. */
export function sectionsOf(type: RegistrationType): readonly Section[] {
  return registrationForms[type].sections;
}

/** Every field of a form in display order, whether shown or not. */
export function registrationFields(type: RegistrationType): Field[] {
  return registrationForms[type].sections.flatMap((s) => s.fields);
}

export function findField(type: RegistrationType, name: string): Field | undefined {
  return indexOf(type).get(name);
}

/** The field's label; the name itself for a field the form does not have. */
export function fieldLabel(type: RegistrationType, name: string): string {
  return findField(type, name)?.label ?? name;
}

export function downloadUrlOf(field: Field): string {
  return field.downloadUrl || defaultDownloadUrl;
}
export function downloadLabelOf(field: Field): string {
  return field.downloadLabel || defaultDownloadLabel;
}

// ---- Visibility and required fields -------------------------------------------------------------

function conditionHolds(conditional: FieldConditional, values: FormValues): boolean {
  const raw = values[conditional.field];
  const value = typeof raw === 'string' ? raw : typeof raw === 'boolean' ? String(raw) : undefined;
  if (value === undefined) return false;
  return typeof conditional.value === 'string'
    ? value === conditional.value
    : conditional.value.includes(value);
}

function isVisible(type: RegistrationType, field: Field, values: FormValues, seen: Set<string>): boolean {
  if (!field.conditional) return true;
  if (!conditionHolds(field.conditional, values)) return false;
  // a field controlled by a hidden field is hidden too (guarding against cycles)
  const controller = findField(type, field.conditional.field);
  if (!controller || seen.has(controller.name)) return true;
  seen.add(field.name);
  return isVisible(type, controller, values, seen);
}

/** The fields shown for these values: unconditional ones, and conditional ones whose condition holds. */
export function visibleFields(type: RegistrationType, values: FormValues): Field[] {
  return registrationFields(type).filter((f) => isVisible(type, f, values, new Set()));
}

function isFileValue(value: unknown): value is FileValue {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    Object.keys(v).every(
      (k) => k === 'fileName' || k === 'fileType' || k === 'filePath' || k === 'documentId',
    ) &&
    typeof v.fileName === 'string' &&
    typeof v.fileType === 'string' &&
    typeof v.filePath === 'string' &&
    typeof v.documentId === 'string'
  );
}

/** Whether a value counts as filled in for this field (blank strings and unticked boxes do not). */
export function isFilled(field: Field, value: FormValues[string] | undefined): boolean {
  if (value === undefined || value === null) return false;
  switch (field.type) {
    case 'file':
      return isFileValue(value) && value.documentId.trim().length > 0;
    case 'checkbox':
      return value === true;
    case 'number':
      return (
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && value.trim().length > 0)
      );
    default:
      return typeof value === 'string'
        ? value.trim().length > 0
        : typeof value === 'number' || typeof value === 'boolean';
  }
}

/** The visible required fields that are not filled in, in display order. */
export function missingFields(type: RegistrationType, values: FormValues): Field[] {
  return visibleFields(type, values).filter((f) => f.required && !isFilled(f, values[f.name]));
}

/** Names of {@link missingFields}. */
export function missingRequiredFields(type: RegistrationType, values: FormValues): string[] {
  return missingFields(type, values).map((f) => f.name);
}

// ---- Value checks -------------------------------------------------------------------------------

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const telPattern = /^\+?[0-9 ()\-.]{6,30}$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const fieldNamePattern = /^[a-z0-9_]{1,64}$/;

function isRealDate(text: string): boolean {
  const m = datePattern.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The latest date that is "today" somewhere on earth (UTC+14), as yyyy-mm-dd: a user entering
 * their local today is never refused, whatever their time zone.
 */
function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The message for one present value, or undefined when it is acceptable. Blank strings count as absent. */
function checkValue(field: Field, value: FormValues[string], now: Date): string | undefined {
  const { label } = field;
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string') return `${label} must be text`;
      const max = field.type === 'text' ? maxTextLength : maxTextareaLength;
      return value.trim().length > max ? `${label} must be at most ${max} characters` : undefined;
    }
    case 'email':
      if (typeof value !== 'string') return `${label} must be text`;
      return value.trim().length > 254 || !emailPattern.test(value.trim())
        ? `${label} must be a valid email address`
        : undefined;
    case 'tel':
      if (typeof value !== 'string') return `${label} must be text`;
      return telPattern.test(value.trim()) ? undefined : `${label} must be a valid phone number`;
    case 'number': {
      const n =
        typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
      return Number.isFinite(n) ? undefined : `${label} must be a number`;
    }
    case 'select': {
      if (typeof value !== 'string') return `${label} must be one of the listed options`;
      return (field.options ?? []).some((o) => o.value === value)
        ? undefined
        : `${label} must be one of the listed options`;
    }
    case 'checkbox':
      return typeof value === 'boolean' ? undefined : `${label} must be ticked or not`;
    case 'file':
      return isFileValue(value) && value.documentId.trim().length > 0
        ? undefined
        : `${label} must be an uploaded document`;
    case 'date': {
      if (typeof value !== 'string' || !isRealDate(value.trim()))
        return `${label} must be a valid date (YYYY-MM-DD)`;
      return field.notInFuture && value.trim() > latestToday(now)
        ? `${label} cannot be in the future`
        : undefined;
    }
  }
}

function isBlank(value: FormValues[string] | undefined): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export interface ValidateOptions {
  /** Check only the values present (a draft); otherwise visible required fields must be filled in too. */
  partial?: boolean;
  /** "today" for the not-in-the-future rule; defaults to the current time */
  now?: Date;
}

/**
 * Field name -> message. Every present (non-blank) value is checked against its field: kind, format,
 * length, select options, file value shape; keys the form does not have get 'Unknown field'. Unless
 * `partial`, each visible required field that is not filled in gets '{Label} is required'.
 * Values of known fields that are currently hidden are checked but not refused: the form drops them
 * before sending.
 */
export function validateFormValues(
  type: RegistrationType,
  values: FormValues,
  options: ValidateOptions = {},
): Record<string, string> {
  const now = options.now ?? new Date();
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fieldNamePattern.test(name) ? findField(type, name) : undefined;
    if (!field) {
      errors[name] = 'Unknown field';
      continue;
    }
    if (isBlank(value)) continue;
    const message = checkValue(field, value, now);
    if (message) errors[name] = message;
  }
  if (!options.partial) {
    for (const field of missingFields(type, values)) errors[field.name] ??= `${field.label} is required`;
  }
  return errors;
}

/** Names the form binds to: field name -> message for values that are present but invalid. */
export function invalidFields(type: RegistrationType, values: FormValues): Record<string, string> {
  return validateFormValues(type, values, { partial: true });
}

/** Name the form binds to; same as {@link visibleFields}. */
export const visibleFieldList = visibleFields;

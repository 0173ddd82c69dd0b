import { describe, expect, it } from 'vitest';
import type { FileValue, FormValues } from './account';
import { formValuesSchema } from './account';
import type { RegistrationType } from './me';
import {
  fieldLabel,
  invalidFields,
  missingFields,
  missingRequiredFields,
  registrationFields,
  registrationForms,
  sectionsOf,
  validateFormValues,
  visibleFieldList,
  visibleFields,
} from './registration-form';

const types: RegistrationType[] = ['buyer', 'seller', 'mandate'];

const common = [
  'business_legal_name',
  'business_tax_id',
  'business_registration_date',
  'business_address',
  'contact_name',
  'contact_title',
  'contact_email',
  'contact_phone',
  'document_business_registration',
  'document_tax_certificate',
  'document_id_verification',
  'document_signed_agreement',
  'mandate_name',
  'referral_code',
];
const specFields: Record<RegistrationType, string[]> = {
  seller: [
    ...common,
    'industry_energy',
    'industry_precious_metals',
    'industry_agriculture',
    'seller_type',
    'refinery_products',
    'tank_terminal_ownership',
    'product_categories',
    'product_origin_countries',
    'product_quality_certifications',
    'document_product_catalog',
    'document_quality_certifications',
    'document_ownership_certificate',
    'document_technical_specifications',
    'document_safety_data_sheets',
    'document_analysis_certificate',
    'technical_compliance_standards',
  ],
  buyer: [
    ...common,
    'industry_energy',
    'industry_precious_metals',
    'industry_agriculture',
    'purchasing_annual_volume',
    'purchasing_product_categories',
    'document_previous_transactions',
    'document_attested_financial_certificate',
    'document_purchasing_authorization',
    'document_financial_statement',
  ],
  mandate: [
    ...common,
    'mandate_specialization_energy',
    'mandate_specialization_precious_metals',
    'mandate_specialization_agriculture',
    'mandate_experience_years',
    'document_professional_license',
    'document_evidence_of_past_performance',
  ],
};

const requiredCommon = common.filter((n) => n !== 'mandate_name' && n !== 'referral_code');
const requiredByType: Record<RegistrationType, string[]> = {
  buyer: [
    ...requiredCommon,
    'purchasing_annual_volume',
    'purchasing_product_categories',
    'document_previous_transactions',
    'document_attested_financial_certificate',
  ],
  seller: [
    ...requiredCommon,
    'seller_type',
    'product_origin_countries',
    'document_analysis_certificate',
    'technical_compliance_standards',
  ],
  mandate: [...requiredCommon, 'mandate_experience_years', 'document_evidence_of_past_performance'],
};

const doc = (name: string): FileValue => ({
  fileName: `${name}.pdf`,
  fileType: 'application/pdf',
  filePath: `u1/${name}/ab12_1700000000000.pdf`,
  documentId: `doc-${name}`,
});

function commonValues(): FormValues {
  return {
    business_legal_name: 'Acme Refining Ltd',
    business_tax_id: 'TX-123456',
    business_registration_date: '2015-06-01',
    business_address: '1 Harbour Road, Rotterdam',
    contact_name: 'Ada Contact',
    contact_title: 'Head of Trading',
    contact_email: 'ada.contact@example.com',
    contact_phone: '+31 10 123 4567',
    document_business_registration: doc('document_business_registration'),
    document_tax_certificate: doc('document_tax_certificate'),
    document_id_verification: doc('document_id_verification'),
    document_signed_agreement: doc('document_signed_agreement'),
  };
}

function completeSellerRefinery(): FormValues {
  return {
    ...commonValues(),
    industry_energy: true,
    seller_type: 'refinery',
    refinery_products: 'Diesel EN590, Jet A1',
    product_origin_countries: 'Netherlands',
    document_analysis_certificate: doc('document_analysis_certificate'),
    technical_compliance_standards: 'ISO 9001, EN590',
  };
}

const names = (fields: { name: string }[]) => fields.map((f) => f.name);
const now = new Date('2025-03-10T12:00:00Z');

describe('catalogue', () => {
  it.each(types)('%s has every spec field, each once, and nothing else', (type) => {
    const got = names(registrationFields(type));
    expect(new Set(got).size).toBe(got.length);
    expect([...got].sort()).toEqual([...specFields[type]].sort());
  });

  it.each(types)("%s marks exactly the spec's required fields required", (type) => {
    const required = registrationFields(type)
      .filter((f) => f.required)
      .map((f) => f.name);
    expect(required.sort()).toEqual([...requiredByType[type]].sort());
  });

  it('titles each form "{Type} Registration" and keys it by its type', () => {
    expect(registrationForms.buyer.title).toBe('Buyer Registration');
    expect(registrationForms.seller.title).toBe('Seller Registration');
    expect(registrationForms.mandate.title).toBe('Mandate Registration');
    for (const type of types) {
      expect(registrationForms[type].type).toBe(type);
      expect(sectionsOf(type)).toBe(registrationForms[type].sections);
    }
  });

  it.each(types)(
    '%s: names fit form_values keys, labels and section ids are unique, no section title equals a field label',
    (type) => {
      const fields = registrationFields(type);
      for (const f of fields) expect(f.name).toMatch(/^[a-z0-9_]{1,64}$/);
      const sections = sectionsOf(type);
      expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
      const labels = fields.map((f) => f.label);
      // checkbox labels (Energy, ...) repeat only across types, not within one
      expect(new Set(labels).size).toBe(labels.length);
      for (const s of sections) expect(labels).not.toContain(s.title);
    },
  );

  it('keeps the labels the end-to-end journeys use', () => {
    expect(fieldLabel('seller', 'business_legal_name')).toBe('Business Legal Name');
    expect(fieldLabel('buyer', 'business_tax_id')).toBe('Business Tax ID');
    expect(fieldLabel('seller', 'document_business_registration')).toBe('Business Registration Document');
    expect(fieldLabel('seller', 'document_tax_certificate')).toBe('Tax Certificate');
    expect(fieldLabel('seller', 'document_id_verification')).toBe('ID Verification');
    expect(fieldLabel('seller', 'document_signed_agreement')).toBe('Signed Agreement');
    expect(fieldLabel('seller', 'not_a_field')).toBe('not_a_field');
  });

  it('gives select options with the spec values and labels', () => {
    const options = (type: RegistrationType, name: string) =>
      registrationFields(type).find((f) => f.name === name)?.options;
    expect(options('seller', 'seller_type')).toEqual([
      { value: 'refinery', label: 'Refinery' },
      { value: 'tank_terminal', label: 'Tank Terminal' },
    ]);
    expect(options('seller', 'tank_terminal_ownership')?.map((o) => o.value)).toEqual([
      'owned',
      'leased',
      'partnership',
    ]);
    expect(options('buyer', 'purchasing_annual_volume')).toEqual([
      { value: 'under_1m', label: 'Under $1M' },
      { value: '1m_5m', label: '$1M - $5M' },
      { value: '5m_20m', label: '$5M - $20M' },
      { value: '20m_100m', label: '$20M - $100M' },
      { value: 'over_100m', label: 'Over $100M' },
    ]);
    expect(options('mandate', 'mandate_experience_years')).toEqual([
      { value: '1_3', label: '1-3 years' },
      { value: '4_7', label: '4-7 years' },
      { value: '8_15', label: '8-15 years' },
      { value: '15_plus', label: '15+ years' },
    ]);
  });

  it('gives the field kinds the spec names and the agreement download', () => {
    const field = (name: string) => registrationFields('seller').find((f) => f.name === name)!;
    expect(field('business_registration_date').type).toBe('date');
    expect(field('contact_email').type).toBe('email');
    expect(field('contact_phone').type).toBe('tel');
    expect(field('industry_energy').type).toBe('checkbox');
    expect(field('technical_compliance_standards').type).toBe('textarea');
    for (const f of registrationFields('seller').filter((x) => x.name.startsWith('document_')))
      expect(f.type).toBe('file');
    expect(field('document_signed_agreement')).toMatchObject({
      hasDownload: true,
      downloadUrl: '/agreement_form.pdf',
      downloadLabel: 'Download Agreement Form',
      category: 'agreement',
    });
    expect(field('document_analysis_certificate').category).toBe('technical');
  });
});

describe('visibleFields', () => {
  it('shows refinery_products only for a refinery and the tank terminal fields only for a tank terminal', () => {
    const none = names(visibleFields('seller', {}));
    expect(none).not.toContain('refinery_products');
    expect(none).not.toContain('tank_terminal_ownership');
    expect(none).not.toContain('document_ownership_certificate');

    const refinery = names(visibleFields('seller', { seller_type: 'refinery' }));
    expect(refinery).toContain('refinery_products');
    expect(refinery).not.toContain('tank_terminal_ownership');
    expect(refinery).not.toContain('document_ownership_certificate');

    const terminal = names(visibleFields('seller', { seller_type: 'tank_terminal' }));
    expect(terminal).not.toContain('refinery_products');
    expect(terminal).toContain('tank_terminal_ownership');
    expect(terminal).toContain('document_ownership_certificate');
  });

  it('keeps display order and is the function the form binds to', () => {
    const all = names(registrationFields('seller'));
    const shown = names(visibleFields('seller', { seller_type: 'refinery' }));
    expect(shown).toEqual(all.filter((n) => shown.includes(n)));
    expect(visibleFieldList).toBe(visibleFields);
  });
});

describe('missingRequiredFields', () => {
  it('an empty buyer form misses every required field and no optional or hidden one', () => {
    const missing = missingRequiredFields('buyer', {});
    expect([...missing].sort()).toEqual([...requiredByType.buyer].sort());
    expect(missing).not.toContain('document_financial_statement');
    expect(missing).not.toContain('referral_code');
    expect(missing).not.toContain('industry_energy');
  });

  it('a complete refinery seller form misses nothing and has no invalid value', () => {
    expect(missingRequiredFields('seller', completeSellerRefinery())).toEqual([]);
    expect(validateFormValues('seller', completeSellerRefinery(), { now })).toEqual({});
    expect(formValuesSchema.safeParse(completeSellerRefinery()).success).toBe(true);
  });

  it('counts blank strings, files without a documentId and unticked boxes as missing', () => {
    const values = completeSellerRefinery();
    values.business_legal_name = '   ';
    values.document_analysis_certificate = { ...doc('x'), documentId: '' };
    values.seller_type = null;
    expect(missingRequiredFields('seller', values)).toEqual([
      'business_legal_name',
      'seller_type',
      'document_analysis_certificate',
    ]);
    expect(missingFields('seller', values).map((f) => f.label)).toContain('Business Legal Name');
  });

  it('checks every form type against its own required fields', () => {
    expect(missingRequiredFields('mandate', { ...commonValues(), mandate_experience_years: '4_7' })).toEqual([
      'document_evidence_of_past_performance',
    ]);
  });
});

describe('validateFormValues', () => {
  it('names a bad email, a bad phone, bad dates, a bad select value and an unknown key', () => {
    const errors = validateFormValues(
      'seller',
      {
        contact_email: 'not-an-email',
        contact_phone: 'call me',
        business_registration_date: '2021-02-30',
        seller_type: 'warehouse',
        favourite_colour: 'blue',
      },
      { partial: true, now },
    );
    expect(errors).toEqual({
      contact_email: 'Contact Email must be a valid email address',
      contact_phone: 'Contact Phone must be a valid phone number',
      business_registration_date: 'Business Registration Date must be a valid date (YYYY-MM-DD)',
      seller_type: 'Seller Type must be one of the listed options',
      favourite_colour: 'Unknown field',
    });
  });

  it('refuses a registration date in the future or not in yyyy-mm-dd, accepts today', () => {
    const check = (date: string) =>
      validateFormValues('buyer', { business_registration_date: date }, { partial: true, now })
        .business_registration_date;
    expect(check('2030-01-01')).toBe('Business Registration Date cannot be in the future');
    expect(check('01/06/2015')).toBe('Business Registration Date must be a valid date (YYYY-MM-DD)');
    expect(check('2025-03-10')).toBeUndefined();
    expect(check('2024-02-29')).toBeUndefined();
  });

  it('checks lengths, value kinds and file shapes', () => {
    const errors = validateFormValues(
      'seller',
      {
        business_legal_name: 'x'.repeat(501),
        technical_compliance_standards: 'x'.repeat(5000),
        industry_energy: 'yes',
        document_tax_certificate: 'tax.pdf',
        document_id_verification: { fileName: 'id.pdf' } as unknown as FileValue,
        product_origin_countries: 42,
      },
      { partial: true, now },
    );
    expect(errors).toEqual({
      business_legal_name: 'Business Legal Name must be at most 500 characters',
      industry_energy: 'Energy must be ticked or not',
      document_tax_certificate: 'Tax Certificate must be an uploaded document',
      document_id_verification: 'ID Verification must be an uploaded document',
      product_origin_countries: 'Product Origin Countries must be text',
    });
    expect(
      validateFormValues('seller', { technical_compliance_standards: 'x'.repeat(5001) }, { partial: true }),
    ).toEqual({
      technical_compliance_standards: 'Technical Compliance Standards must be at most 5000 characters',
    });
  });

  it('partial mode ignores absent and blank fields; full mode names each missing required field', () => {
    expect(validateFormValues('buyer', {}, { partial: true })).toEqual({});
    expect(
      validateFormValues('buyer', { business_legal_name: 'Buyer Co', contact_email: '' }, { partial: true }),
    ).toEqual({});
    const full = validateFormValues(
      'buyer',
      { business_legal_name: 'Buyer Co', contact_email: 'bad' },
      { now },
    );
    expect(full.business_legal_name).toBeUndefined();
    expect(full.contact_email).toBe('Contact Email must be a valid email address');
    expect(full.business_tax_id).toBe('Business Tax ID is required');
    expect(Object.keys(full).sort()).toEqual(
      [...requiredByType.buyer.filter((n) => n !== 'business_legal_name')].sort(),
    );
  });

  it('invalidFields is the partial check the form binds to', () => {
    expect(invalidFields('mandate', { mandate_experience_years: '20_plus' })).toEqual({
      mandate_experience_years: 'Years of Experience must be one of the listed options',
    });
    expect(invalidFields('mandate', {})).toEqual({});
  });
});

/**
 * The registration field catalogue lives in @portal/contracts/registration-form (one definition for this
 * form and the account functions). The form binds to these names only.
 */
export {
  downloadLabelOf,
  downloadUrlOf,
  invalidFields,
  missingFields,
  sectionsOf,
  visibleFieldList,
  type CatalogueField,
  type CatalogueSection,
  type FieldKind,
} from '@portal/contracts/registration-form';

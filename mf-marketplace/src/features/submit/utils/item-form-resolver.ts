import { zodResolver } from '@hookform/resolvers/zod';
import { itemFormSchemas, type ItemForm, type ItemFormValues } from '@portal/contracts/marketplace';
import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  conditionalProblems,
  missingRequiredFields,
  problemTarget,
  requiredMessage,
  toItemForm,
  type ItemFormFields,
} from './item-form';

/**
 * react-hook-form's resolver for the item form: the contract's schema of the kind (listingFormSchema or
 * requestFormSchema, through zodResolver) checks the form the API will receive (`toItemForm`), and its
 * problems are put on the inputs that show them. An empty required field reads '{Label} is required';
 * the fields the chosen options require are named in the same round.
 */
export function itemFormResolver(kind: ItemKind): Resolver<ItemFormFields, unknown, ItemForm> {
  const validate = zodResolver(itemFormSchemas[kind]);
  return async (fields, context, options) => {
    const result = await validate(
      toItemForm(fields) as ItemFormValues,
      context,
      options as unknown as Parameters<typeof validate>[2],
    );
    const errors: FieldErrors<ItemFormFields> = {};
    for (const [path, error] of Object.entries(result.errors)) {
      const message = String(error?.message ?? 'Invalid value');
      const target = problemTarget(path, fields);
      if (target && target !== 'fco_file')
        errors[target] = { type: String(error?.type ?? 'validate'), message };
      // a problem no input shows still stops the submit, with its sentence
      else errors.root = { type: 'validate', message } as NonNullable<FieldErrors['root']>;
    }
    for (const field of missingRequiredFields(fields))
      errors[field] = { type: 'required', message: requiredMessage(field) };
    if (Object.keys(errors).length > 0)
      for (const [field, message] of Object.entries(conditionalProblems(fields)))
        errors[field as keyof ItemFormFields] ??= { type: 'required', message };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.values as ItemForm, errors: {} };
  };
}

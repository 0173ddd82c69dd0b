import type { ItemForm as ItemFormValues, OwnerItem } from '@portal/contracts/marketplace';
import {
  currencies,
  differentials,
  incoterms,
  industries,
  inspectionCompanies,
  paymentTerms,
  plattsReferences,
  pricingPeriods,
  productSuggestions,
  qualitySuggestionsFor,
  quantityUnitCodes,
  quantityUnits,
  termOptions,
  type ItemKind,
} from '@portal/contracts/marketplace-catalogue';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { TextField } from '@portal/ui/Input';
import { NumberField } from '@portal/ui/NumberField';
import { Grid, Notice, Row, Stack } from '@portal/ui/layout';
import { ApiError } from '@portal/web/api';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { isStatus, serverMessage } from '@portal/web/errors';
import { todayUtc } from '@portal/web/format';
import { itemKindTexts } from '../../../lib/item-kinds';
import { isOwnerListKey } from '../../../lib/item-routes';
import { notify } from '@portal/ui/notify';
import { createItem, updateItem } from '../api/submit';
import { useMarketFileUpload } from '../../../lib/useMarketFileUpload';
import { fcoMissing } from '../utils/fco-file';
import {
  emptyItemFields,
  fieldsOfItem,
  missingFieldsText,
  problemTarget,
  serverFieldProblem,
  type ItemFormFields,
} from '../utils/item-form';
import { itemFormResolver } from '../utils/item-form-resolver';
import { FcoUpload } from './FcoUpload';
import { RadioGroup, SelectField } from './fields';

/** Quantity and its unit side by side, at most as wide as two fields. */
const QuantityRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 7rem;
  gap: 0 1rem;
  align-items: start;
  max-width: 33rem;
`;
const Actions = styled(Row)`
  justify-content: flex-end;
`;
const CancelLink = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** What the Term field means on each form: the spec gives it a different meaning per kind. */
const termHints: Record<ItemKind, string> = {
  listing: 'The contract type: spot, term or forward.',
  request: 'The payment term: how you will pay for the product.',
};

/**
 * The Submit New Listing / Submit New Request form, also the owner's edit of an item. Inputs carry the
 * spec's field names; the contract's schema checks the form (inline errors, and the 'Missing:' toast for
 * empty required fields); the FCO terms file is uploaded when chosen and required before submitting.
 * A failed submit keeps everything typed. An edit sends the version it was loaded at; when the item has
 * changed since (409) its current values are loaded and the form says so.
 */
export function ItemForm({
  kind,
  item,
  reload,
}: {
  kind: ItemKind;
  /** The item being edited; absent for a new one. */
  item?: OwnerItem;
  /** Reads the edited item again (after a conflict). */
  reload?: () => Promise<OwnerItem | null | undefined>;
}) {
  const texts = itemKindTexts[kind];
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const resolver = useMemo(() => itemFormResolver(kind), [kind]);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ItemFormFields, unknown, ItemFormValues>({
    resolver,
    defaultValues: item ? fieldsOfItem(item) : emptyItemFields(),
  });
  const [edited, setEdited] = useState(item);
  const baseVersion = useRef(item?.version);
  const [reloaded, setReloaded] = useState(false);
  const [fcoError, setFcoError] = useState<string | null>(null);
  const fco = useMarketFileUpload('fco_terms', {
    onUploaded: useCallback(() => setFcoError(null), []),
    keepPrevious: true,
  });
  const formId = useId().replace(/:/g, '');
  const suggestionsId = `products${formId}`;
  const qualityListId = `quality${formId}`;
  const inspectionListId = `inspection${formId}`;

  const industry = watch('industry');
  const priceType = watch('price_type');
  const platts = watch('platts_reference');
  const accepting = watch('accepting_inquiries');
  const locked = Boolean(edited && edited.inquiry_counts.accepted > 0);
  const failure = `Failed to submit ${texts.noun}`;
  const hasFco = Boolean(fco.file ?? edited?.fco_file);

  const onInvalid = () => {
    const missing = missingFieldsText(getValues());
    if (!hasFco) setFcoError(fcoMissing.description);
    if (missing) notify.error('Please fill in all required fields', missing);
    else if (!hasFco) notify.error(fcoMissing.title, fcoMissing.description);
  };

  const onValid = async (form: ItemFormValues) => {
    const fcoFileId = fco.file?.id;
    if (!fcoFileId && !edited?.fco_file) {
      setFcoError(fcoMissing.description);
      notify.error(fcoMissing.title, fcoMissing.description);
      return;
    }
    try {
      if (edited) {
        await updateItem(kind, edited.id, form, baseVersion.current ?? edited.version, fcoFileId);
        notify.success(`${texts.Noun} updated successfully`);
      } else {
        await createItem(kind, form, fcoFileId!);
        notify.success(`${texts.Noun} submitted successfully`);
      }
      // Drop the cached owner lists rather than only revalidating them: the list page would otherwise
      // show the item with its previous version for a moment, and a Deactivate clicked then is refused
      // as a concurrent change.
      void mutate(isOwnerListKey(kind), undefined, { revalidate: true });
      navigate(texts.ownerPath);
    } catch (err) {
      const problem = serverFieldProblem(err);
      if (problem) {
        const target = problemTarget(problem.field, getValues());
        if (target === 'fco_file') setFcoError(problem.message);
        else if (target)
          setError(target, { type: 'server', message: problem.message }, { shouldFocus: true });
        notify.error(failure, problem.message, err);
      } else if (edited && isStatus(err, 409)) {
        const fresh = await reload?.().catch(() => undefined);
        if (fresh) {
          baseVersion.current = fresh.version;
          setEdited(fresh);
          reset(fieldsOfItem(fresh));
          setReloaded(true);
        }
        notify.error(failure, serverMessage(err) ?? 'Please try again later.', err);
      } else {
        notify.error(
          failure,
          err instanceof ApiError && err.status === 403 ? serverMessage(err) : 'Please try again later.',
          err,
        );
      }
    }
  };

  const termChoices = termOptions[kind] as readonly string[];
  return (
    <form
      noValidate
      aria-label={edited ? `Edit ${texts.Noun}` : texts.submitTitle}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
    >
      <Stack>
        {locked ? (
          <Notice $tone="warning" role="status">
            This {texts.noun} has an accepted inquiry and can no longer be edited.
          </Notice>
        ) : reloaded ? (
          <Notice $tone="warning" role="status">
            This {texts.noun} was changed elsewhere, so its current values have been loaded. Review them and
            save again.
          </Notice>
        ) : null}
        <Card title="Product">
          <Grid>
            <SelectField label="Industry" required error={errors.industry?.message} {...register('industry')}>
              {industries.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Product Name"
              required
              list={suggestionsId}
              autoComplete="off"
              maxLength={120}
              placeholder="e.g. EN590 Diesel"
              error={errors.name?.message}
              {...register('name')}
            />
            <datalist id={suggestionsId}>
              {productSuggestions(industry).map((product) => (
                <option key={product} value={product} />
              ))}
            </datalist>
            <TextField
              label="Location"
              required
              maxLength={120}
              placeholder="Port, e.g. Rotterdam"
              error={errors.location?.message}
              {...register('location')}
            />
          </Grid>
          <QuantityRow>
            <NumberField
              label="Quantity"
              required
              error={errors.quantity?.message}
              {...register('quantity')}
            />
            <SelectField label="Unit" error={errors.unit?.message} {...register('unit')}>
              {quantityUnitCodes.map((code) => (
                <option key={code} value={code}>
                  {quantityUnits[code].label}
                </option>
              ))}
            </SelectField>
          </QuantityRow>
        </Card>

        <Card title="Delivery and Terms">
          <Grid>
            <SelectField label="Delivery" required error={errors.delivery?.message} {...register('delivery')}>
              <option value="">Select an incoterm</option>
              {incoterms.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Term"
              required
              hint={termHints[kind]}
              error={errors.term?.message}
              {...register('term')}
            >
              <option value="">Select a term</option>
              {termChoices.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Availability Date"
              type="date"
              error={errors.availability_date?.message}
              {...register('availability_date')}
            />
          </Grid>
        </Card>

        <Card title="Price">
          <RadioGroup
            legend="Price Type"
            options={[
              { value: 'fixed', label: 'Fixed price' },
              { value: 'discount', label: 'Discount to Platts' },
            ]}
            {...register('price_type')}
          />
          <Grid>
            {priceType === 'fixed' ? (
              <NumberField
                label="Price"
                hint={`Per ${quantityUnits[watch('unit')].label}; leave empty for 'Contact for Price'.`}
                error={errors.price?.message}
                {...register('price')}
              />
            ) : (
              <>
                <SelectField
                  label="Platts Reference"
                  required
                  error={errors.platts_reference?.message}
                  {...register('platts_reference')}
                >
                  <option value="">Select a reference</option>
                  {plattsReferences.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </SelectField>
                {platts === 'Other' ? (
                  <TextField
                    label="Other Platts Reference"
                    required
                    maxLength={60}
                    error={errors.platts_reference_other?.message}
                    {...register('platts_reference_other')}
                  />
                ) : null}
                <SelectField
                  label="Below or above Platts"
                  hint="Below (discount) or above (premium) the Platts quotation."
                  error={errors.differential?.message}
                  {...register('differential')}
                >
                  {differentials.map((value) => (
                    <option key={value} value={value}>
                      {value === 'premium' ? 'Premium' : 'Discount'}
                    </option>
                  ))}
                </SelectField>
                <NumberField
                  label="Discount"
                  required
                  hint={`The amount per ${quantityUnits[watch('unit')].label}, below or above Platts as chosen.`}
                  error={errors.discount?.message}
                  {...register('discount')}
                />
                <SelectField
                  label="Pricing Period"
                  error={errors.pricing_period?.message}
                  {...register('pricing_period')}
                >
                  <option value="">Not stated</option>
                  {pricingPeriods.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </SelectField>
              </>
            )}
            <SelectField label="Currency" error={errors.currency?.message} {...register('currency')}>
              {currencies.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </SelectField>
          </Grid>
        </Card>

        <Card title="Inquiries">
          <RadioGroup
            legend="Accepting Inquiries"
            options={[
              { value: 'now', label: 'Now' },
              { value: 'date', label: 'From a date' },
            ]}
            {...register('accepting_inquiries')}
          />
          {accepting === 'date' ? (
            <Grid>
              <TextField
                label="Inquiries Date"
                type="date"
                required
                min={todayUtc()}
                error={errors.inquiries_date?.message}
                {...register('inquiries_date')}
              />
            </Grid>
          ) : null}
        </Card>

        <Card title="Additional Information">
          <TextField
            kind="textarea"
            label="Additional Info"
            maxLength={2000}
            error={errors.additional_info?.message}
            {...register('additional_info')}
          />
        </Card>

        <Card title="FCO Terms & Conditions">
          <FcoUpload
            file={fco.file}
            current={edited?.fco_file}
            uploading={fco.uploading}
            error={fcoError}
            onChoose={(file) => void fco.choose(file)}
            onRemove={fco.remove}
          />
        </Card>

        {/* labels avoid the words of the spec's labels ('Quantity', 'Delivery', 'Discount'), so each
            of those still names one input */}
        <Card
          title="Trade terms (optional)"
          description="What physical trade is quoted on: quality, tolerance, delivery window, origin, inspection and payment."
        >
          <Grid>
            <TextField
              label="Quality Standard"
              list={qualityListId}
              autoComplete="off"
              maxLength={80}
              placeholder="e.g. EN590 10 ppm"
              error={errors.quality_standard?.message}
              {...register('quality_standard')}
            />
            <datalist id={qualityListId}>
              {qualitySuggestionsFor(watch('name')).map((standard) => (
                <option key={standard} value={standard} />
              ))}
            </datalist>
            <TextField
              label="Tolerance (± %)"
              inputMode="decimal"
              autoComplete="off"
              hint="How far the delivered quantity may differ: 0 to 10 %, e.g. 5 or 2.5."
              error={errors.quantity_tolerance?.message}
              {...register('quantity_tolerance')}
            />
            <TextField
              label="Window Start"
              type="date"
              error={errors.delivery_from?.message}
              {...register('delivery_from')}
            />
            <TextField
              label="Window End"
              type="date"
              hint="The delivery window (laycan): its last day."
              error={errors.delivery_to?.message}
              {...register('delivery_to')}
            />
            <TextField
              label="Origin"
              maxLength={120}
              placeholder="e.g. Netherlands"
              error={errors.origin?.message}
              {...register('origin')}
            />
            <TextField
              label="Inspection Company"
              list={inspectionListId}
              autoComplete="off"
              maxLength={120}
              placeholder="e.g. SGS"
              error={errors.inspection_company?.message}
              {...register('inspection_company')}
            />
            <datalist id={inspectionListId}>
              {inspectionCompanies.map((company) => (
                <option key={company} value={company} />
              ))}
            </datalist>
            {kind === 'listing' ? (
              // a request's Term is already its payment term: asked once there
              <SelectField
                label="Payment Terms"
                error={errors.payment_terms?.message}
                {...register('payment_terms')}
              >
                <option value="">Not stated</option>
                {paymentTerms.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </SelectField>
            ) : null}
          </Grid>
          <TextField
            kind="textarea"
            label="Quality Specification"
            maxLength={1000}
            hint="The specification in full, e.g. the parameters and test methods (at most 1000 characters)."
            error={errors.quality_specification?.message}
            {...register('quality_specification')}
          />
        </Card>

        {errors.root?.message ? (
          <Notice $tone="danger" role="alert">
            {errors.root.message}
          </Notice>
        ) : null}
        <Actions>
          <CancelLink to={texts.ownerPath}>Cancel</CancelLink>
          <Button
            type="submit"
            disabled={isSubmitting || Boolean(fco.uploading) || locked}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? 'Submitting...' : edited ? 'Save Changes' : texts.submitTitle}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

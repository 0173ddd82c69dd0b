import { currencies, incoterms, paymentTerms, pricingPeriods } from '@portal/contracts/marketplace-catalogue';
import { counterOfferSchema, type CounterOffer } from '@portal/contracts/negotiation';
import { Button } from '@portal/ui/Button';
import { DialogFooter } from '@portal/ui/Dialog';
import { FieldError, Label, Select, TextField } from '@portal/ui/Input';
import { NumberField } from '@portal/ui/NumberField';
import { Grid } from '@portal/ui/layout';
import { useId, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import {
  counterFormDefaults,
  counterOfferBody,
  formFieldOf,
  validityChoices,
  type CounterFormValues,
  type RoundView,
} from '../utils/negotiation';

const Field = styled.div`
  margin-bottom: 1rem;
  & select {
    width: 100%;
  }
`;

/** A labelled native select bound to the form, its error announced beside it. */
function SelectRow({
  label,
  error,
  registration,
  children,
}: {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  children: ReactNode;
}) {
  const id = `c${useId().replace(/:/g, '')}`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        {children}
      </Select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}

/**
 * The counter-offer form (react-hook-form; loaded with the form only, so the page does not carry zod):
 * every term of the latest round, to change what the counter changes, and how long it stays open.
 * The body is checked against the API's own schema; a refusal is shown at its field. A valid form goes
 * to the review step (`onReview`), since a firm offer binds its maker once accepted.
 */
export default function CounterOfferForm({
  latest,
  unit,
  onBack,
  onReview,
}: {
  latest: RoundView;
  unit: string;
  onBack: () => void;
  onReview: (offer: Omit<CounterOffer, 'round'>, values: CounterFormValues) => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<CounterFormValues>({ defaultValues: counterFormDefaults(latest) });
  const kind = watch('price_kind');

  const submit = handleSubmit((values) => {
    const body = counterOfferBody(values);
    const parsed = counterOfferSchema.omit({ round: true }).safeParse(body);
    if (!parsed.success) {
      // the first problem of each field is the one to fix first ('Enter the …' before 'Invalid date')
      const named = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = formFieldOf(issue.path);
        if (named.has(field)) continue;
        named.add(field);
        setError(field, { message: issue.message }, { shouldFocus: named.size === 1 });
      }
      return;
    }
    onReview(parsed.data, values);
  });

  return (
    <form noValidate aria-label="Counter-offer" onSubmit={(event) => void submit(event)}>
      <Grid>
        <NumberField
          label={`Quantity (${unit})`}
          required
          error={errors.quantity?.message}
          {...register('quantity')}
        />
        <SelectRow label="Price" registration={register('price_kind')} error={errors.price_kind?.message}>
          <option value="fixed">Fixed price</option>
          <option value="formula">Platts formula</option>
        </SelectRow>
      </Grid>
      {kind === 'fixed' ? (
        <Grid>
          <NumberField
            label={`Price per ${unit}`}
            required
            error={errors.amount?.message}
            {...register('amount')}
          />
          <SelectRow label="Currency" registration={register('currency')} error={errors.currency?.message}>
            {currencies.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </SelectRow>
        </Grid>
      ) : (
        <>
          <Grid>
            <TextField
              label="Platts reference"
              required
              error={errors.reference?.message}
              {...register('reference')}
            />
            <NumberField
              label={`Differential per ${unit}`}
              hint="Negative for a discount, positive for a premium."
              required
              error={errors.differential?.message}
              {...register('differential')}
            />
          </Grid>
          <Grid>
            <SelectRow
              label="Pricing period"
              registration={register('period')}
              error={errors.period?.message}
            >
              {pricingPeriods.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </SelectRow>
            <SelectRow label="Currency" registration={register('currency')} error={errors.currency?.message}>
              {currencies.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </SelectRow>
          </Grid>
        </>
      )}
      <Grid>
        <SelectRow label="Incoterm" registration={register('incoterm')} error={errors.incoterm?.message}>
          {incoterms.map((i) => (
            <option key={i}>{i}</option>
          ))}
        </SelectRow>
        <TextField label="Location" required error={errors.location?.message} {...register('location')} />
      </Grid>
      <Grid>
        <TextField
          label="Delivery from"
          type="date"
          required
          error={errors.delivery_from?.message}
          {...register('delivery_from')}
        />
        <TextField
          label="Delivery to"
          type="date"
          required
          error={errors.delivery_to?.message}
          {...register('delivery_to')}
        />
      </Grid>
      <Grid>
        <SelectRow
          label="Payment term"
          registration={register('payment_term')}
          error={errors.payment_term?.message}
        >
          <option value="">Choose…</option>
          {paymentTerms.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </SelectRow>
        <SelectRow label="Valid for" registration={register('validity')} error={errors.validity?.message}>
          {validityChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectRow>
      </Grid>
      <TextField
        kind="textarea"
        label="Message (optional)"
        maxLength={2000}
        error={errors.message?.message}
        {...register('message')}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit">Review Counter-Offer</Button>
      </DialogFooter>
    </form>
  );
}

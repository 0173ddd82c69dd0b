import { zodResolver } from '@hookform/resolvers/zod';
import { bankingUpdateSchema } from '@portal/contracts/account';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { TextField } from '@portal/ui/Input';
import { LoadingState } from '@portal/ui/Spinner';
import { Grid, Notice, Row } from '@portal/ui/layout';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { serverMessage } from '@portal/web/errors';
import { notify } from '@portal/ui/notify';
import { saveBanking, useBanking } from '../api/banking';
import {
  accountNumberPlaceholder,
  formValuesFrom,
  toBankingUpdate,
  type BankingFormValues,
} from '../utils/banking-form';

// The contract's schema, with an empty account number meaning "keep the stored one".
const formSchema = bankingUpdateSchema.extend({
  bank_account_number: z.union([z.literal(''), bankingUpdateSchema.shape.bank_account_number.unwrap()]),
});

/**
 * Banking information (owner only): loaded from and saved to the API. The stored account number is
 * never sent to the browser in full; the field shows the masked value as its placeholder and stays
 * empty unless the user types a new number, which then replaces the stored one.
 */
export function BankingForm() {
  const { data, error, isLoading, mutate } = useBanking();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BankingFormValues>({
    resolver: zodResolver(formSchema) as unknown as Resolver<BankingFormValues>,
    defaultValues: formValuesFrom(undefined),
  });

  useEffect(() => {
    if (data) reset(formValuesFrom(data));
  }, [data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await saveBanking(toBankingUpdate(values));
      await mutate(saved, { revalidate: false });
      reset(formValuesFrom(saved));
      notify.success('Banking information updated successfully');
    } catch (err) {
      notify.error(
        'Failed to update banking information',
        serverMessage(err) ?? 'An unexpected error occurred',
        err,
      );
    }
  });

  return (
    <Card
      title="Banking Information"
      description="Used for settlements. Only you and the platform administrators can see it."
    >
      {isLoading ? (
        <LoadingState text="Loading banking information" />
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Banking Information">
          {error ? (
            <Notice $tone="warning" role="alert" style={{ marginBottom: '1rem' }}>
              Failed to load banking information. {serverMessage(error) ?? ''}
            </Notice>
          ) : null}
          <Grid>
            <TextField label="Bank Name" error={errors.bank_name?.message} {...register('bank_name')} />
            <TextField
              label="Bank Account Number"
              autoComplete="off"
              placeholder={accountNumberPlaceholder(data)}
              hint={
                data?.bank_account_number_masked
                  ? 'Leave empty to keep the stored number; type a new one to replace it.'
                  : undefined
              }
              error={errors.bank_account_number?.message}
              {...register('bank_account_number')}
            />
            <TextField
              label="Bank Manager Name"
              error={errors.bank_manager_name?.message}
              {...register('bank_manager_name')}
            />
            <TextField
              label="Bank Manager Phone"
              type="tel"
              error={errors.bank_manager_phone?.message}
              {...register('bank_manager_phone')}
            />
          </Grid>
          <Row>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? 'Saving...' : 'Save Banking Information'}
            </Button>
          </Row>
        </form>
      )}
    </Card>
  );
}

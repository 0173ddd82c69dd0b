import { zodResolver } from '@hookform/resolvers/zod';
import { inspectionDetailsSchema } from '@portal/contracts/deals';
import { Button } from '@portal/ui/Button';
import { Grid, Row } from '@portal/ui/layout';
import { TextField } from '@portal/ui/Input';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useDealCommand } from '../hooks/useDealCommand';
import type { PanelProps } from '../utils/panel-actions';

type InspectionDetails = z.infer<typeof inspectionDetailsSchema>;

/** The seller's inspection details (GPS latitude, longitude, instructions), checked by the contract's schema. */
export function InspectionDetailsForm(props: PanelProps) {
  const { run, running } = useDealCommand(props);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InspectionDetails>({
    resolver: zodResolver(inspectionDetailsSchema),
    defaultValues: { latitude: '', longitude: '', instructions: '' },
  });
  const submit = handleSubmit((values) =>
    run(
      { type: 'submit-inspection-details', ...values },
      { title: 'Success', description: 'Inspection details have been submitted.' },
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Inspection details">
      <Grid>
        <TextField label="Latitude" required {...register('latitude')} error={errors.latitude?.message} />
        <TextField label="Longitude" required {...register('longitude')} error={errors.longitude?.message} />
      </Grid>
      <TextField
        label="Instructions"
        kind="textarea"
        required
        {...register('instructions')}
        error={errors.instructions?.message}
      />
      <Row>
        <Button type="submit" disabled={running !== null}>
          Submit Inspection Details
        </Button>
      </Row>
    </form>
  );
}

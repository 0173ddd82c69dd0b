import { zodResolver } from '@hookform/resolvers/zod';
import {
  dealDueDayGroupIds,
  dealDueDaysSchema,
  MAX_DEAL_DUE_DAYS,
  MIN_DEAL_DUE_DAYS,
  platformSettingsSchema,
  type PlatformSettings,
} from '@portal/contracts/admin';
import { dealGroup } from '@portal/contracts/deal-stages';
import { negotiationRoundsBounds, offerValidityHoursBounds } from '@portal/contracts/offer-terms';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { Checkbox } from '@portal/ui/Checkbox';
import { TextField } from '@portal/ui/Input';
import { Grid, Muted, Row, Stack } from '@portal/ui/layout';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { serverMessage } from '@portal/web/errors';
import { formatBytes } from '@portal/web/format';
import { savePlatformSettings } from '../api/settings';
import { notify } from '@portal/ui/notify';
import {
  DEFAULT_INQUIRY_LIMIT,
  fromFormValues,
  gibToBytes,
  MAX_INQUIRY_LIMIT,
  MAX_QUOTA_GIB,
  MIN_QUOTA_GIB,
  SETTINGS_MESSAGES,
  toFormValues,
  type SettingsFormValues,
} from '../utils/settings';

const number = (message: string) => z.number({ error: message });

/** The form's rules: the contract's limits (platformSettingsSchema) in the form's units, with readable messages. */
const formSchema = z.object({
  auto_approve_on_dashboard_open: z.boolean(),
  storage_quota_gib: number('Enter the quota in GB')
    .min(MIN_QUOTA_GIB, `The quota must be at least ${MIN_QUOTA_GIB} GB`)
    .max(MAX_QUOTA_GIB, `The quota can be at most ${MAX_QUOTA_GIB} GB`),
  monthly_inquiry_limit: number('Enter a whole number')
    .int('Enter a whole number')
    .min(0, 'The limit cannot be negative')
    .max(MAX_INQUIRY_LIMIT, `The limit can be at most ${MAX_INQUIRY_LIMIT}`),
  platform_fee_percent: number('Enter a percentage')
    .min(0, 'The fee cannot be negative')
    .max(100, 'The fee can be at most 100 %'),
  moderate_new_items: z.boolean(),
  deal_due_days: dealDueDaysSchema,
  offer_validity_hours: platformSettingsSchema.shape.offer_validity_hours,
  max_negotiation_rounds: platformSettingsSchema.shape.max_negotiation_rounds,
}) satisfies z.ZodType<SettingsFormValues>;

/**
 * The System Settings form (react-hook-form + zod; lazily loaded so neither is in the page chunk).
 * Saves the whole set with PUT /admin/settings, checked against the contract before it is sent.
 */
export default function SettingsForm({
  settings,
  onSaved,
}: {
  settings: PlatformSettings;
  onSaved: (saved: PlatformSettings) => Promise<unknown> | void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SettingsFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: toFormValues(settings),
  });

  // a fresh server copy becomes the baseline unless the admin is editing
  useEffect(() => {
    if (!isDirty) reset(toFormValues(settings));
  }, [settings, isDirty, reset]);

  const quotaGib = watch('storage_quota_gib');

  const submit = handleSubmit(async (values) => {
    const parsed = platformSettingsSchema.safeParse(fromFormValues(values, settings));
    if (!parsed.success) {
      notify.error(SETTINGS_MESSAGES.saveFailed, parsed.error.issues[0]?.message);
      return;
    }
    try {
      const saved = await savePlatformSettings(parsed.data);
      reset(toFormValues(saved));
      notify.success(SETTINGS_MESSAGES.saved);
      await onSaved(saved);
    } catch (err) {
      notify.error(SETTINGS_MESSAGES.saveFailed, serverMessage(err), err);
    }
  });

  return (
    <form noValidate aria-label="Platform settings" onSubmit={(event) => void submit(event)}>
      <Stack>
        <Card title="Registrations" description="How pending registrations are handled.">
          <Checkbox
            label="Approve all pending registrations automatically when an admin opens the dashboard"
            {...register('auto_approve_on_dashboard_open')}
          />
          <Muted>
            When off, pending registrations wait for 'Approve All Pending Registrations' or a review on
            Verifications.
          </Muted>
        </Card>
        <Card title="Marketplace" description="How new listings and requests are published.">
          <Checkbox
            label="Hold new listings and requests for approval before they are published"
            {...register('moderate_new_items')}
          />
          <Muted>
            When on, a new listing or request stays Pending until an admin approves it; a rejected one shows
            the owner the reason.
          </Muted>
        </Card>
        <Card title="Storage" description="The document storage the platform may use in total.">
          <TextField
            label="Storage quota (GB)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={MIN_QUOTA_GIB}
            max={MAX_QUOTA_GIB}
            required
            error={errors.storage_quota_gib?.message}
            hint={
              Number.isFinite(quotaGib) && quotaGib > 0
                ? `${formatBytes(gibToBytes(quotaGib))}; the dashboard's storage usage is measured against it.`
                : undefined
            }
            {...register('storage_quota_gib', { valueAsNumber: true })}
          />
        </Card>
        <Card title="Inquiries and fees">
          <TextField
            label="Monthly inquiry limit"
            type="number"
            inputMode="numeric"
            step="1"
            min={0}
            max={MAX_INQUIRY_LIMIT}
            required
            error={errors.monthly_inquiry_limit?.message}
            hint={`Inquiries each user may send per month (default ${DEFAULT_INQUIRY_LIMIT}).`}
            {...register('monthly_inquiry_limit', { valueAsNumber: true })}
          />
          <TextField
            label="Platform fee (%)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            max={100}
            required
            error={errors.platform_fee_percent?.message}
            {...register('platform_fee_percent', { valueAsNumber: true })}
          />
        </Card>
        <Card title="Negotiation" description="How offers and counter-offers on inquiries run.">
          <TextField
            label="Offer validity (hours)"
            type="number"
            inputMode="numeric"
            step="1"
            min={offerValidityHoursBounds.min}
            max={offerValidityHoursBounds.max}
            required
            error={errors.offer_validity_hours?.message}
            hint="How long an offer stays open unless its maker sets its own validity (default 24)."
            {...register('offer_validity_hours', { valueAsNumber: true })}
          />
          <TextField
            label="Rounds per negotiation"
            type="number"
            inputMode="numeric"
            step="1"
            min={negotiationRoundsBounds.min}
            max={negotiationRoundsBounds.max}
            required
            error={errors.max_negotiation_rounds?.message}
            hint="At the last round only accepting or declining the latest offer remain (default 6)."
            {...register('max_negotiation_rounds', { valueAsNumber: true })}
          />
        </Card>
        <Card
          title="Deal deadlines (days)"
          description="How many days each deal stage may take: entering it sets its due date."
        >
          <Grid>
            {dealDueDayGroupIds.map((group) => (
              <TextField
                key={group}
                label={dealGroup(group).label}
                type="number"
                inputMode="numeric"
                step="1"
                min={MIN_DEAL_DUE_DAYS}
                max={MAX_DEAL_DUE_DAYS}
                required
                error={errors.deal_due_days?.[group]?.message}
                {...register(`deal_due_days.${group}`, { valueAsNumber: true })}
              />
            ))}
          </Grid>
          <Muted>
            A deal that enters a stage is due that many days later; a changed number applies to the stages
            deals enter from now on.
          </Muted>
        </Card>
        <Row style={{ justifyContent: 'flex-end' }}>
          <Button
            variant="secondary"
            disabled={!isDirty || isSubmitting}
            onClick={() => reset(toFormValues(settings))}
          >
            Discard Changes
          </Button>
          <Button type="submit" disabled={!isDirty || isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? 'Saving...' : 'Save Settings'}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}

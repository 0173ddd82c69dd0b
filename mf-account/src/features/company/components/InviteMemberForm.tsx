import { companyRoleLabels, invitationValidityDays, type CompanyRole } from '@portal/contracts/company-roles';
import { Button } from '@portal/ui/Button';
import { FieldError, Label, Select, TextField } from '@portal/ui/Input';
import { Grid, Row } from '@portal/ui/layout';
import { notify } from '@portal/ui/notify';
import { serverField, serverMessage } from '@portal/web/errors';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { actionKeys } from '../../../lib/action-keys';
import { inviteMember } from '../api/company';
import { inviteFieldOf, roleOptions, validateInviteEmail } from '../utils/company';

const Field = styled.div`
  margin-bottom: 1rem;
`;
const Hint = styled.p`
  margin: 0.3rem 0 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface InviteValues {
  email: string;
  role: CompanyRole;
}

/**
 * Invite member: an e-mail address and a role. The address gets a link valid for
 * `invitationValidityDays` days. The button is disabled while the invitation is sent; sending the same
 * invitation again after a failure reuses its Idempotency-Key, so the server sends it at most once. A
 * refusal that names a field (already a member, already invited) is shown at that field.
 */
export function InviteMemberForm({ onInvited }: { onInvited: () => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({ defaultValues: { email: '', role: 'viewer' } });
  const [keys] = useState(actionKeys);
  const roleId = useId();
  const selectedRole = watch('role');

  const onSubmit = handleSubmit(async ({ email, role }) => {
    const address = email.trim();
    try {
      await inviteMember({ email: address, role }, keys.keyFor(`${address.toLowerCase()}|${role}`));
    } catch (err) {
      const field = inviteFieldOf(serverField(err));
      const message = serverMessage(err);
      if (field && message) setError(field, { message }, { shouldFocus: true });
      else notify.error('Failed to send invitation', message, err);
      return;
    }
    keys.done();
    reset({ email: '', role });
    notify.success(
      `Invitation sent to ${address}`,
      `The link is valid for ${invitationValidityDays} days. The invitation is listed until it is used.`,
    );
    await onInvited().catch(() => undefined);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invite member">
      <Grid>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email', { validate: validateInviteEmail })}
        />
        <Field>
          <Label htmlFor={roleId}>Role</Label>
          <Select
            id={roleId}
            invalid={Boolean(errors.role)}
            aria-describedby={`${roleId}-hint${errors.role ? ` ${roleId}-error` : ''}`}
            {...register('role')}
          >
            {roleOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          <Hint id={`${roleId}-hint`}>
            {companyRoleLabels[selectedRole]}:{' '}
            {roleOptions.find((o) => o.value === selectedRole)?.description}
          </Hint>
          <FieldError id={`${roleId}-error`}>{errors.role?.message}</FieldError>
        </Field>
      </Grid>
      <Row>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Sending...' : 'Send Invitation'}
        </Button>
      </Row>
    </form>
  );
}

import type { Registration } from '@portal/contracts/account';
import type { AdminUserRow } from '@portal/contracts/admin';
import type { RegistrationType } from '@portal/contracts/me';
import { Button } from '@portal/ui/Button';
import { Dialog, DialogHeading } from '@portal/ui/Dialog';
import { Spinner } from '@portal/ui/Spinner';
import { Tabs } from '@portal/ui/Tabs';
import { FactList, Muted, Row } from '@portal/ui/layout';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useUserDetail } from '../../../lib/api/admin';
import { FormValueGroups } from '../../../lib/components/FormValueGroups';
import { UserDocuments } from '../../../lib/components/UserDocuments';
import { serverMessage } from '@portal/web/errors';
import { formatDate } from '@portal/web/format';
import { RegistrationStatusBadge, UserStatusBadge } from '../../../lib/badges';
import {
  isReviewable,
  orderRegistrations,
  reviewKey,
  rolesLabel,
  typeLabel,
  userCompany,
} from '../utils/users';

const RegistrationBox = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.75rem;
  margin-bottom: 0.75rem;
  & > header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
    margin-bottom: 0.5rem;
  }
  & h4 {
    margin: 0;
    font-size: 0.95rem;
  }
`;

export interface UserDetailsDialogProps {
  user: AdminUserRow;
  /** reviewKey(userId, type) of reviews in flight (their buttons are disabled). */
  processing: ReadonlySet<string>;
  onApprove: (userId: string, type: RegistrationType) => void;
  onReject: (userId: string, type: RegistrationType) => void;
  onClose: () => void;
  /** The tab shown first (Basic Info unless told). */
  initialTab?: 'basic' | 'registration';
}

/**
 * The user-details dialog: tabs Basic Info (with the company the user acts for, linked to its page,
 * and their role in it) and Registration Details (form values grouped, Approve and Reject only while a
 * registration is submitted), then the user's documents (View Document through a presigned GET).
 * Data: GET /admin/users/{id}; the row fills in while it loads.
 */
export default function UserDetailsDialog({
  user,
  processing,
  onApprove,
  onReject,
  onClose,
  initialTab = 'basic',
}: UserDetailsDialogProps) {
  const detail = useUserDetail(user.id);
  const profile = detail.data?.profile;
  const name = profile?.full_name?.trim() || user.name || 'Unknown';
  const email = profile?.email || user.email || 'No email';
  const loadFailed = Boolean(detail.error) && !detail.data;
  const failure = loadFailed ? (
    <Muted role="alert">
      Failed to load user data{serverMessage(detail.error) ? `: ${serverMessage(detail.error)}` : ''}{' '}
      <Button size="sm" variant="ghost" onClick={() => void detail.mutate()}>
        Retry
      </Button>
    </Muted>
  ) : null;
  const loading = detail.isLoading && !detail.data ? <Spinner label="Loading user details..." /> : null;
  const company = userCompany(user, profile?.company_name);

  const basicInfo = (
    <FactList aria-label="Basic Info">
      <dt>Full Name</dt>
      <dd>{name}</dd>
      <dt>Email</dt>
      <dd>{email}</dd>
      <dt>Phone</dt>
      <dd>{(profile?.phone_number ?? user.phone) || 'N/A'}</dd>
      <dt>Company</dt>
      <dd data-testid="user-company">
        {company.path ? <Link to={company.path}>{company.name}</Link> : company.name}
        {company.role ? ` — ${company.role}` : null}
      </dd>
      <dt>Roles</dt>
      <dd>{rolesLabel(profile?.roles ?? user.roles)}</dd>
      <dt>Status</dt>
      <dd>
        <UserStatusBadge status={detail.data?.disabled ? 'inactive' : user.status} />
      </dd>
      <dt>Rating</dt>
      <dd>{`${detail.data?.rating ?? user.rating} / 5`}</dd>
      <dt>Member Since</dt>
      <dd>{formatDate(profile?.created_at ?? user.created_at)}</dd>
      <dt>Terms of Use</dt>
      <dd>
        {!profile
          ? '…'
          : profile.terms_version
            ? `Version ${profile.terms_version}, accepted ${formatDate(profile.terms_accepted_at)}`
            : 'Not recorded (signed up before acceptance was recorded)'}
      </dd>
    </FactList>
  );

  const registrationSection = (registration: Registration) => {
    const busy = processing.has(reviewKey(user.id, registration.type));
    const label = `${typeLabel(registration.type)} Registration`;
    return (
      <RegistrationBox key={registration.id} aria-label={label} data-testid="user-registration">
        <header>
          <h4>{label}</h4>
          <RegistrationStatusBadge status={registration.status} />
        </header>
        <FactList>
          <dt>Created</dt>
          <dd>{formatDate(registration.created_at)}</dd>
          <dt>Last Updated</dt>
          <dd>{formatDate(registration.updated_at)}</dd>
          {registration.rejection_reason ? (
            <>
              <dt>Rejection Reason</dt>
              <dd>{registration.rejection_reason}</dd>
            </>
          ) : null}
        </FactList>
        <FormValueGroups formValues={registration.form_values} type={registration.type} />
        {isReviewable(registration) ? (
          <Row style={{ justifyContent: 'flex-end', marginTop: '0.5rem' }}>
            <Button
              size="sm"
              aria-label={`Approve ${label}`}
              disabled={busy}
              onClick={() => onApprove(user.id, registration.type)}
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={`Reject ${label}`}
              disabled={busy}
              onClick={() => onReject(user.id, registration.type)}
            >
              Reject
            </Button>
          </Row>
        ) : null}
      </RegistrationBox>
    );
  };

  const registrations = detail.data ? orderRegistrations(detail.data.registrations) : [];
  const registrationDetails =
    failure ??
    loading ??
    (registrations.length === 0 ? (
      <Muted>No registration details found</Muted>
    ) : (
      <div>{registrations.map(registrationSection)}</div>
    ));

  return (
    <Dialog open onClose={onClose} title="User Details" description={`${name} · ${email}`}>
      <Tabs
        label="User details"
        defaultValue={initialTab}
        tabs={[
          { id: 'basic', label: 'Basic Info', content: basicInfo },
          { id: 'registration', label: 'Registration Details', content: registrationDetails },
        ]}
      />
      <DialogHeading>Documents</DialogHeading>
      <UserDocuments
        documents={detail.data?.documents}
        loading={detail.isLoading && !detail.data}
        error={loadFailed ? detail.error : undefined}
      />
    </Dialog>
  );
}

import { companyRoleLabels } from '@portal/contracts/company-roles';
import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { ButtonLink } from '@portal/ui/PageFrame';
import { LoadingState } from '@portal/ui/Spinner';
import { Muted, Notice, PageHeader, Row, Stack } from '@portal/ui/layout';
import { notify } from '@portal/ui/notify';
import { isStatus, serverMessage } from '@portal/web/errors';
import { useMe } from '@portal/web/me';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { actionKeys } from '../../../lib/action-keys';
import { acceptInvitation, useInvitation } from '../api/invitation';
import {
  INVITATION_NOT_FOUND,
  invitationHeadline,
  invitationStatus,
  JOIN_STATEMENT,
  joinTitle,
  refusalText,
} from '../utils/invitation';

/** Where a member starts once they have joined: the Dashboard (the shell's guard sends each on to theirs). */
const AFTER_JOINING = '/';

/**
 * An invitation to join a company, where the link of its e-mail lands: who invites, to which company,
 * with which role, until when. The invited person joins after a confirmation; /me is read again before
 * going on, so the guards and the top bar already know the new company. An invitation that cannot be
 * accepted (another address, expired, revoked, used, an account that already trades) says why.
 */
export function InvitationDetails({ id }: { id: string }) {
  const { data: view, error, mutate } = useInvitation(id);
  const { mutate: revalidateMe } = useMe();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [keys] = useState(actionKeys);

  if (!view) {
    if (isStatus(error, 404)) return <InvitationNotFound />;
    if (error)
      return (
        <>
          <Header />
          <Notice $tone="danger" role="alert">
            <p style={{ margin: '0 0 0.5rem' }}>
              Failed to load the invitation{serverMessage(error) ? `: ${serverMessage(error)}` : ''}
            </p>
            <Button size="sm" onClick={() => void mutate()}>
              Retry
            </Button>
          </Notice>
        </>
      );
    return (
      <>
        <Header />
        <LoadingState text="Loading the invitation..." />
      </>
    );
  }

  const headline = invitationHeadline(view);
  const status = invitationStatus(view);
  const role = companyRoleLabels[view.role];

  const join = async () => {
    let joined: Awaited<ReturnType<typeof acceptInvitation>>;
    try {
      joined = await acceptInvitation(view.id, keys.keyFor(view.id));
    } catch (err) {
      // the invitation may have changed meanwhile (revoked, expired): the page shows its current state
      void mutate().catch(() => undefined);
      throw err;
    }
    keys.done();
    // the shell's guards, sidebar and top bar read the company from /me
    await revalidateMe().catch(() => undefined);
    notify.success(
      `You joined ${joined.name || view.company_name}`,
      `You now act for the company as ${companyRoleLabels[joined.role]}.`,
    );
    navigate(AFTER_JOINING, { replace: true });
  };

  return (
    <>
      <Header />
      <Card>
        <Stack>
          <div>
            <Row style={{ marginBottom: '0.5rem' }}>
              <Badge tone={status.tone} data-testid="invitation-state">
                {status.label}
              </Badge>
              <Muted as="span">{status.detail}</Muted>
            </Row>
            {headline ? (
              <p style={{ margin: 0, fontSize: '1.05rem' }} data-testid="invitation-headline">
                {headline}
              </p>
            ) : null}
            <Muted>Sent to {view.email}</Muted>
          </div>
          {view.joinable ? (
            <Row>
              <Button onClick={() => setConfirming(true)}>Join {view.company_name}</Button>
            </Row>
          ) : (
            <>
              <Notice $tone="warning" role="status" data-testid="invitation-refusal">
                {refusalText(view)}
              </Notice>
              <Row>
                <ButtonLink to="/my-account" $variant="outline" $size="md">
                  Go to My Account
                </ButtonLink>
              </Row>
            </>
          )}
        </Stack>
      </Card>
      <ConfirmDialog
        open={confirming}
        title={joinTitle(view)}
        statement={JOIN_STATEMENT}
        facts={[
          { label: 'Company', value: view.company_name },
          { label: 'Role', value: role },
          { label: 'Invited by', value: view.invited_by },
        ]}
        confirmLabel={`Join ${view.company_name}`}
        busyLabel="Joining..."
        onClose={() => setConfirming(false)}
        onConfirm={join}
      />
    </>
  );
}

function Header() {
  return (
    <PageHeader>
      <h1>Company Invitation</h1>
    </PageHeader>
  );
}

/** An id that names no invitation (mistyped, or removed). */
export function InvitationNotFound() {
  return (
    <div role="alert">
      <PageHeader>
        <h1>{INVITATION_NOT_FOUND}</h1>
      </PageHeader>
      <Stack>
        <Muted>
          The link may be incomplete, or the invitation no longer exists. Ask the person who invited you to
          send a new one.
        </Muted>
        <Row>
          <ButtonLink to="/my-account" $variant="outline" $size="md">
            Go to My Account
          </ButtonLink>
        </Row>
      </Stack>
    </div>
  );
}

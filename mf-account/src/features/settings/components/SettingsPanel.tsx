import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { Badge } from '@portal/ui/Badge';
import { loadSession } from '@portal/web/auth';
import { Muted } from '@portal/ui/layout';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { NotificationsDialog } from './NotificationsDialog';
import { TwoFactorDialog } from './TwoFactorDialog';

const Item = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.75rem;
  padding: 0.9rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  & h3 {
    margin: 0 0 0.2rem;
    font-size: 1rem;
  }
`;

type Open = 'notifications' | 'totp' | 'delete' | null;

/** Settings: email notifications (Configure), two-factor authentication (Enable), Delete Account. */
export function SettingsPanel({ email }: { email: string }) {
  const [open, setOpen] = useState<Open>(null);
  const [totp, setTotp] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    loadSession()
      .then((session) => session.isTotpEnabled())
      .then(
        (enabled) => live && setTotp(enabled),
        () => live && setTotp(false),
      );
    return () => {
      live = false;
    };
  }, []);

  return (
    <Card title="Settings">
      <Item>
        <div>
          <h3>Email notifications</h3>
          <Muted>Choose which updates we send to {email}.</Muted>
        </div>
        <Button variant="outline" onClick={() => setOpen('notifications')}>
          Configure
        </Button>
      </Item>
      <Item>
        <div>
          <h3>Two-factor authentication</h3>
          <Muted>Ask for a code from an authenticator app when you sign in.</Muted>
        </div>
        {totp ? (
          <Badge tone="success" data-testid="totp-status">
            Enabled
          </Badge>
        ) : (
          <Button variant="outline" onClick={() => setOpen('totp')} disabled={totp === null}>
            Enable
          </Button>
        )}
      </Item>
      <Item>
        <div>
          <h3>Delete Account</h3>
          <Muted>Permanently remove your account and its data.</Muted>
        </div>
        <Button variant="danger" onClick={() => setOpen('delete')}>
          Delete Account
        </Button>
      </Item>
      <NotificationsDialog open={open === 'notifications'} onClose={() => setOpen(null)} />
      <TwoFactorDialog
        open={open === 'totp'}
        email={email}
        onClose={() => setOpen(null)}
        onEnabled={() => setTotp(true)}
      />
      <DeleteAccountDialog open={open === 'delete'} onClose={() => setOpen(null)} />
    </Card>
  );
}

import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { LoadingState } from '@portal/ui/Spinner';
import { loadSession } from '@portal/web/auth';
import type { TotpSetup } from '@portal/web/session';
import { Muted, Notice } from '@portal/ui/layout';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { notify } from '@portal/ui/notify';
import { normalizeTotpCode } from '../utils/settings';

const Code = styled.code`
  display: block;
  padding: 0.5rem 0.75rem;
  margin: 0.25rem 0 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  word-break: break-all;
  font-size: 0.85rem;
  user-select: all;
`;

/** The QR code beside the key; the key wraps below it on a narrow screen. */
const KeyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin: 0.5rem 0 0.75rem;
`;
const QrFrame = styled.div`
  flex: none;
  line-height: 0;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.md};
  /* dark modules on white: what authenticator apps' cameras read best */
  background: #ffffff;
`;
const KeyText = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
`;
const Details = styled.details`
  margin-bottom: 0.75rem;
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

function describe(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'An unexpected error occurred';
}

/**
 * TOTP set-up through Cognito (Amplify, only via @portal/web/session, loaded through the @portal/web/auth
 * facade): show the otpauth URI of the secret Cognito issued as a QR code beside the secret itself,
 * verify a code from the authenticator app, then make TOTP the preferred MFA method.
 */
export function TwoFactorDialog({
  open,
  email,
  onClose,
  onEnabled,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
  onEnabled: () => void;
}) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [verifying, setVerifying] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setSetup(null);
    setSetupError(null);
    setCode('');
    setCodeError(undefined);
    loadSession()
      .then((session) => session.setUpTotp('Commodity Trading Portal', email))
      .then(
        (s) => live && setSetup(s),
        (err: unknown) => live && setSetupError(describe(err)),
      );
    return () => {
      live = false;
    };
  }, [open, email]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeTotpCode(code);
    if (!normalized) {
      setCodeError('Enter the 6-digit code from your authenticator app');
      return;
    }
    setVerifying(true);
    setCodeError(undefined);
    try {
      const session = await loadSession();
      await session.verifyTotp(normalized);
      await session.enableTotpPreference();
      notify.success(
        'Two-factor authentication enabled',
        'You will be asked for a code from your authenticator app when you sign in.',
      );
      onEnabled();
      onClose();
    } catch (err) {
      setCodeError(describe(err));
      notify.error('Failed to enable two-factor authentication', describe(err), err);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Two-factor authentication"
      description="Protect your account with a code from an authenticator app."
    >
      {setupError ? (
        <Notice $tone="danger" role="alert">
          Failed to start the set-up. {setupError}
        </Notice>
      ) : !setup ? (
        <LoadingState text="Preparing your secret key..." />
      ) : (
        <form noValidate onSubmit={verify} aria-label="Verify authenticator code">
          <Muted>1. Scan the QR code with your authenticator app, or add the key by hand:</Muted>
          <KeyRow>
            <QrFrame>
              <QRCodeSVG
                data-testid="totp-qr"
                value={setup.uri}
                size={168}
                level="L"
                title="QR code of the authenticator set-up link"
                role="img"
                aria-label="QR code of the authenticator set-up link"
              />
            </QrFrame>
            <KeyText>
              <Muted>Secret key</Muted>
              <Code data-testid="totp-secret">{setup.secret}</Code>
              <Muted>
                <a href={setup.uri}>Open in authenticator app</a>
              </Muted>
            </KeyText>
          </KeyRow>
          <Details>
            <summary>Show the set-up link</summary>
            <Code data-testid="totp-uri">{setup.uri}</Code>
          </Details>
          <Muted style={{ marginBottom: '0.5rem' }}>2. Enter the 6-digit code it shows:</Muted>
          <TextField
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={codeError}
          />
          <DialogFooter>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={verifying} aria-busy={verifying || undefined}>
              {verifying ? 'Verifying...' : 'Verify and Enable'}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}

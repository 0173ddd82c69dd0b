import { Card } from '@portal/ui/Card';
import { Notice } from '@portal/ui/layout';
import { ButtonLink } from '@portal/ui/PageFrame';
import type { MandateAccessMessage } from '../utils/mandate-status';

/** A user without mandate access: what its registration status means, and the way to /register/mandate. */
export function MandateStatusCheck({ message }: { message: MandateAccessMessage }) {
  return (
    <Card data-testid="mandate-status">
      <Notice $tone={message.action === 'Apply Again' ? 'danger' : 'info'} role="status">
        <strong>{message.title}</strong>
        <p style={{ margin: '0.35rem 0 0' }}>{message.text}</p>
      </Notice>
      {message.action ? (
        <div style={{ marginTop: '1rem' }}>
          <ButtonLink to="/register/mandate" $variant="primary" $size="md">
            {message.action}
          </ButtonLink>
        </div>
      ) : null}
    </Card>
  );
}

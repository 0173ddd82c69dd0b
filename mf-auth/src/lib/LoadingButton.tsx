import { Button, type ButtonProps } from '@portal/ui/Button';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Ring = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;
const SoftDisableable = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface LoadingButtonProps extends ButtonProps {
  loading?: boolean;
  /**
   * Disabled for users and assistive tech (aria-disabled, looks disabled) but still submits, so the form
   * can say why (e.g. 'Passwords do not match'). Playwright's toBeDisabled() counts aria-disabled.
   */
  softDisabled?: boolean;
}

/**
 * A Button that, while `loading`, is disabled, aria-busy and shows a spinner. The text (and so the
 * accessible name, e.g. 'Login') does not change, so tests can find the button in both states.
 */
export function LoadingButton({
  loading = false,
  softDisabled = false,
  disabled,
  children,
  ...rest
}: LoadingButtonProps) {
  return (
    <SoftDisableable
      {...rest}
      disabled={disabled || loading}
      aria-disabled={softDisabled || undefined}
      aria-busy={loading || undefined}
    >
      {loading ? <Ring aria-hidden="true" /> : null}
      {children}
    </SoftDisableable>
  );
}

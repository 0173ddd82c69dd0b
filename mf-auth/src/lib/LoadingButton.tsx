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

/**
 * A Button that, while `loading`, is disabled, aria-busy and shows a spinner. The text (and so the
 * accessible name, e.g. 'Login') does not change, so tests can find the button in both states.
 */
export function LoadingButton({ loading = false, disabled, children, ...rest }: ButtonProps & { loading?: boolean }) {
  return (
    <Button {...rest} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <Ring aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}

import { toast } from 'react-toastify';
import styled from 'styled-components';

/**
 * Toasts with the spec's title / description pairs ('Login successful' / 'Welcome back!'). Uses the
 * shared react-toastify singleton: the shell owns the only ToastContainer (top right).
 */
const Title = styled.strong`
  display: block;
  font-weight: 600;
`;
const Description = styled.span`
  display: block;
  font-size: 0.875rem;
  opacity: 0.9;
`;

function content(title: string, description?: string) {
  return (
    <div>
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
    </div>
  );
}

export const notify = {
  success: (title: string, description?: string) => toast.success(content(title, description)),
  error: (title: string, description?: string) => toast.error(content(title, description)),
  info: (title: string, description?: string) => toast.info(content(title, description)),
};

import styled from 'styled-components';

// Note for the forms: fields are marked with aria-required rather than TextField's `required`, because
// `required` adds a '*' inside the <label>, and Playwright's getByLabel('Email', { exact: true }) then
// no longer matches. All validation is ours (react-hook-form + zod, forms are noValidate).

export const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  margin-top: 0.5rem;
`;

export const SwitchRow = styled.p`
  margin: 1rem 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A button that looks like a link (switching tabs, 'Resend code'). */
export const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 0 0.2em;
  font: inherit;
  color: ${({ theme }) => theme.colors.info};
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Hint = styled.p`
  margin: 0 0 1rem;
  padding: 0.6rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

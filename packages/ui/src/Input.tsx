import {
  useId,
  useState,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

const fieldStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.55rem 0.75rem;
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: none;
    box-shadow: 0 0 0 2px rgba(59, 130, 246, 0.35);
  }
  &:disabled,
  &[readonly] {
    opacity: 0.7;
  }
  /* file inputs: the browser's grey 'Choose File' button drawn as a secondary button of the portal */
  &[type='file'] {
    padding: 0.35rem;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &::file-selector-button {
    margin-right: 0.75rem;
    padding: 0.35rem 0.8rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 500;
    cursor: pointer;
    transition: border-color 0.15s;
  }
  &:hover:not(:disabled)::file-selector-button {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${fieldStyles}
`;
const StyledTextarea = styled.textarea<{ $invalid?: boolean }>`
  ${fieldStyles}
  min-height: 6rem;
  resize: vertical;
`;

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Red border + aria-invalid. */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ invalid, ...rest }: InputProps) {
  return <StyledInput $invalid={invalid} aria-invalid={invalid || undefined} {...rest} />;
}

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${fieldStyles}
  padding: 0.5rem 0.75rem;
`;

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Red border + aria-invalid. */
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native <select> styled like the other fields (full width of its container). */
export function Select({ invalid, ...rest }: SelectProps) {
  return <StyledSelect $invalid={invalid} aria-invalid={invalid || undefined} {...rest} />;
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ invalid, ...rest }: TextareaProps) {
  return <StyledTextarea $invalid={invalid} aria-invalid={invalid || undefined} {...rest} />;
}

const PasswordWrap = styled.div`
  position: relative;
  & > input {
    padding-right: 4.5rem;
  }
`;
const ToggleButton = styled.button`
  position: absolute;
  right: 0.35rem;
  top: 50%;
  transform: translateY(-50%);
  background: transparent;
  border: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  padding: 0.25rem 0.5rem;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Password input with a show/hide toggle (button named 'Show password' / 'Hide password'). */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordWrap>
      <Input {...props} type={visible ? 'text' : 'password'} />
      <ToggleButton
        type="button"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'Hide' : 'Show'}
      </ToggleButton>
    </PasswordWrap>
  );
}

export const Label = styled.label<LabelHTMLAttributes<HTMLLabelElement>>`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 500;
  margin-bottom: 0.35rem;
  color: ${({ theme }) => theme.colors.text};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin: 0.3rem 0 0;
`;

/** Field error text; give it the id the control references in aria-describedby. role="alert" announces it. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <ErrorText id={id} role="alert">
      {children}
    </ErrorText>
  );
}

const FieldWrap = styled.div`
  margin-bottom: 1rem;
`;
const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  & > label {
    margin-bottom: 0.35rem;
  }
`;
const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 0.2em;
`;

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  label: string;
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
  /** password -> PasswordInput with show/hide; textarea -> Textarea */
  kind?: 'input' | 'password' | 'textarea';
}

/**
 * Label + control + error, bound for assistive tech (and Playwright's getByLabel): label htmlFor = id,
 * aria-invalid and aria-describedby pointing at the error text.
 */
export function TextField({ label, error, hint, id, kind = 'input', required, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `f${autoId.replace(/:/g, '')}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id: inputId,
    required,
    'aria-required': required || undefined,
    invalid: Boolean(error),
    'aria-describedby': describedBy,
  };
  return (
    <FieldWrap>
      {/* the asterisk sits outside the <label> so the accessible name is exactly `label` */}
      <LabelRow>
        <Label htmlFor={inputId}>{label}</Label>
        {required ? <Required aria-hidden="true">*</Required> : null}
      </LabelRow>
      {kind === 'password' ? (
        <PasswordInput {...rest} {...common} />
      ) : kind === 'textarea' ? (
        <Textarea {...(rest as TextareaProps)} {...common} />
      ) : (
        <Input {...rest} {...common} />
      )}
      {hint ? (
        <p id={hintId} style={{ margin: '0.3rem 0 0', fontSize: '0.8rem', opacity: 0.75 }}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </FieldWrap>
  );
}

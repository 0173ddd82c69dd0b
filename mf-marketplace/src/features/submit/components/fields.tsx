import { FieldError, Label, Select, type SelectProps } from '@portal/ui/Input';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

/** Form controls the portal's primitives do not have yet: a labelled select and a radio group. */

const FieldWrap = styled.div`
  margin-bottom: 1rem;
`;
const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 0.2em;
`;

const Hint = styled.p`
  margin: 0.3rem 0 0;
  font-size: 0.8rem;
  opacity: 0.75;
`;

export interface SelectFieldProps extends Omit<SelectProps, 'id'> {
  label: string;
  error?: string;
  /** A description under the select (what the field means here). */
  hint?: ReactNode;
  children: ReactNode;
}

/** Label + native select + hint + error, bound like TextField (label htmlFor, aria-invalid, aria-describedby). */
export function SelectField({ label, error, hint, required, children, ...rest }: SelectFieldProps) {
  const id = `s${useId().replace(/:/g, '')}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <FieldWrap>
      <Label htmlFor={id} style={{ display: 'inline-block' }}>
        {label}
      </Label>
      {required ? <Required aria-hidden="true">*</Required> : null}
      <Select
        id={id}
        invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      >
        {children}
      </Select>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </FieldWrap>
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  min-width: 0;
  & > legend {
    padding: 0;
    margin-bottom: 0.35rem;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 500;
  }
`;
const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
`;
const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  & > input {
    width: 1rem;
    height: 1rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface RadioGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  ref?: Ref<HTMLInputElement>;
}

/** Native radios under a legend; `rest` (react-hook-form's register) goes to every radio. */
export function RadioGroup({ legend, options, ref, ...rest }: RadioGroupProps) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <Option key={option.value}>
            <input type="radio" value={option.value} ref={ref} {...rest} />
            {option.label}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}

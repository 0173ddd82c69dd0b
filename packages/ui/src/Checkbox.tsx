import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  & > input {
    width: 1.05rem;
    height: 1.05rem;
    margin: 0.2rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
  & > label {
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Native checkbox with a bound label (getByLabel / getByRole('checkbox', { name })). */
export function Checkbox({ label, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `c${autoId.replace(/:/g, '')}`;
  return (
    <Row>
      <input type="checkbox" id={inputId} {...rest} />
      <label htmlFor={inputId}>{label}</label>
    </Row>
  );
}

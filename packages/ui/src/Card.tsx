import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1.25rem;
`;
const Header = styled.header`
  margin-bottom: 0.75rem;
  & h2 {
    font-size: 1.1rem;
    margin: 0;
  }
  & p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
}

/** A surface; with a title it is a labelled region (heading level 2). */
export function Card({ title, description, children, ...rest }: CardProps) {
  return (
    <Box {...rest}>
      {title || description ? (
        <Header>
          {title ? <h2>{title}</h2> : null}
          {description ? <p>{description}</p> : null}
        </Header>
      ) : null}
      {children}
    </Box>
  );
}

import styled from 'styled-components';

/** A vertical list of boxed rows: the Dashboard's deal lists and the deal page's cards of requests. */
export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
`;

/** One boxed row of something to answer: what it is on the left, its buttons on the right (wrapping). */
export const AnswerRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.6rem 1rem;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow-wrap: anywhere;
`;

/** An answer row's buttons. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

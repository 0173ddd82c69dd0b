import styled from 'styled-components';

/** The rows of the Dashboard's deal lists (Action required, Awaiting your approval). */
export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
`;
export const DealRow = styled.li`
  padding: 0.75rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  min-width: 0;
  & a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0.2rem 0 0;
    overflow-wrap: anywhere;
  }
`;

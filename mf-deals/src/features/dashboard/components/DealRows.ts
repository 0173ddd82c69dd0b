import styled from 'styled-components';

/** A row of the Dashboard's deal lists (Action required, Awaiting your approval), in lib/rows' Rows. */
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

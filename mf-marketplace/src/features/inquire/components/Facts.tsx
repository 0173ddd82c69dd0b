import styled from 'styled-components';

/**
 * Label and value side by side, also on a phone (the values are short): the item's summary and the
 * inquiry's confirmation.
 */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.3rem 1rem;
  margin: 0 0 0.75rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

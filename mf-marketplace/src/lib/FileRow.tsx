import styled from 'styled-components';

/**
 * One file in a framed row: its name (wrapping anywhere, so a long file name never widens a phone
 * screen) on the left, its action on the right. The Inquire page's FCO and an inquiry's documents.
 */
export const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  & > span {
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

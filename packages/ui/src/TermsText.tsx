import styled from 'styled-components';

export type TermsBlock = { kind: 'heading' | 'paragraph'; text: string };

/**
 * The blocks of a terms-of-use text as admins write it: a line starting with '# ' is a heading, and
 * the lines between blank lines (or headings) are one paragraph. Plain text, never HTML: what an
 * admin types is shown as typed.
 */
export function termsBlocks(text: string): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('# ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(2).trim() });
    } else if (line === '') flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

const Body = styled.div`
  line-height: 1.55;
  & h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: 1.25rem 0 0.4rem;
  }
  & p {
    margin: 0 0 0.75rem;
  }
`;

/** The terms of use as read on /terms and previewed by the admin who edits them. */
export function TermsText({ text }: { text: string }) {
  return (
    <Body>
      {termsBlocks(text).map((block, i) =>
        block.kind === 'heading' ? <h2 key={i}>{block.text}</h2> : <p key={i}>{block.text}</p>,
      )}
    </Body>
  );
}

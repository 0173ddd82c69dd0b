import type { CSSProperties } from 'react';
import { Button } from './Button';
import { Row, SubText } from './layout';

export interface PagerProps {
  /** 1-based. */
  page: number;
  /** Numbered paging: the page count ('Page 2 of 5'; the pager hides while one page holds everything). */
  pages?: number;
  /** Numbered paging: what the page shows, before the page number ('Showing 11–20 of 42 deals'). */
  summary?: string;
  /** Cursor paging (no page count): whether a next page exists ('Previous · Page 2 · Next'). */
  hasNext?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  style?: CSSProperties;
}

/** Previous / Next under a server-paged list, a navigation landmark named 'Pages'. */
export function Pager({ page, pages, summary, hasNext, onPrevious, onNext, style }: PagerProps) {
  const previous = (
    <Button size="sm" variant="outline" disabled={page <= 1} onClick={onPrevious}>
      Previous
    </Button>
  );
  if (pages === undefined) {
    return (
      <Row as="nav" aria-label="Pages" style={{ justifyContent: 'space-between', ...style }}>
        {previous}
        <span>Page {page}</span>
        <Button size="sm" variant="outline" disabled={!hasNext} onClick={onNext}>
          Next
        </Button>
      </Row>
    );
  }
  if (pages <= 1 && page <= 1) return null;
  return (
    <Row as="nav" aria-label="Pages" style={{ justifyContent: 'space-between', ...style }}>
      <SubText aria-live="polite">
        {summary ? `${summary} · ` : ''}Page {page} of {pages}
      </SubText>
      <Row>
        {previous}
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={onNext}>
          Next
        </Button>
      </Row>
    </Row>
  );
}

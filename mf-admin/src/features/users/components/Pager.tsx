import { Button } from '@portal/ui/Button';
import { Row, SubText } from '@portal/ui/layout';
import { pageCount, pageSummary } from '../utils/users';

/** Previous / Next under the table (the server pages the tab's rows); hidden when all fit on one page. */
export function Pager({
  page,
  pageSize,
  shown,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <Row style={{ justifyContent: 'space-between' }} aria-label="Pages" role="navigation">
      <SubText>
        {pageSummary(page, pageSize, shown, total)} · Page {page} of {pages}
      </SubText>
      <Row>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Row>
    </Row>
  );
}

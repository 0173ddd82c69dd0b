import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CountedTabs } from './CountedTabs';
import { BackLink, PageFrame } from './PageFrame';
import { Pager } from './Pager';
import { ReasonDialog } from './ReasonDialog';

const render = (element: ReactElement) =>
  renderToString(
    <MemoryRouter>
      <PageFrame>{element}</PageFrame>
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<!-- -->/g, '');
const none = () => {};

describe('the remote kit', () => {
  it('numbers pages with a summary, and hides the pager when one page holds everything', () => {
    const html = text(
      render(
        <Pager page={2} pages={5} summary="Showing 11–20 of 42 deals" onPrevious={none} onNext={none} />,
      ),
    );
    expect(html).toMatch(/<nav[^>]*aria-label="Pages"/);
    expect(html).toContain('Showing 11–20 of 42 deals · Page 2 of 5');
    expect(render(<Pager page={1} pages={1} onPrevious={none} onNext={none} />)).not.toContain('Pages');
  });

  it('pages by cursor: Previous, the page number, Next only while there is one', () => {
    const html = text(render(<Pager page={1} hasNext={false} onPrevious={none} onNext={none} />));
    expect(html).toContain('<span>Page 1</span>');
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
  });

  it("labels tabs with the server's counts, as badges or in brackets", () => {
    const tabs = [
      { id: 'all', label: 'All Deals' },
      { id: 'pending', label: 'Pending' },
    ] as const;
    const badges = text(
      render(
        <CountedTabs
          label="Deal status"
          tabs={tabs}
          value="all"
          onValueChange={none}
          counts={{ all: 3 }}
          content="rows"
        />,
      ),
    );
    expect(badges).toMatch(/data-testid="count-all"[^>]*>3</);
    expect(badges).toMatch(/data-testid="count-pending"[^>]*>–</);
    const brackets = text(
      render(
        <CountedTabs
          label="My Listings"
          look="text"
          tabs={[{ id: 'Active', label: 'Active' }]}
          value="Active"
          onValueChange={none}
          counts={{ Active: 0 }}
          content="rows"
        />,
      ),
    );
    expect(brackets).toMatch(/role="tab"[^>]*>Active \(0\)</);
  });

  it('asks for a required reason, or an optional one, and shows the refusal inside', () => {
    const required = text(
      render(
        <ReasonDialog
          title="Cancel Deal 7"
          description="Both parties see the reason."
          cancelLabel="Keep Deal"
          confirmLabel="Cancel Deal"
          busyLabel="Cancelling..."
          busy
          error="The deal is already closed."
          onClose={none}
          onConfirm={none}
        />,
      ),
    );
    expect(required).toMatch(/<label[^>]*>Reason<\/label>/);
    expect(required).toContain('aria-required="true"');
    expect(required).toContain('Cancelling...');
    expect(required).toMatch(/role="alert"[^>]*>The deal is already closed\./);
    const optional = render(
      <ReasonDialog
        title="Reject"
        description="d"
        optional
        confirmLabel="Confirm Rejection"
        onClose={none}
        onConfirm={none}
      />,
    );
    expect(optional).toMatch(/<label[^>]*>Reason \(optional\)<\/label>/);
    expect(optional).not.toContain('aria-required');
  });

  it('links back above a title', () => {
    expect(text(render(<BackLink to="/deal-flow">← Back to Deal Flow</BackLink>))).toMatch(
      /<a[^>]*href="\/deal-flow"[^>]*>← Back to Deal Flow<\/a>/,
    );
  });
});

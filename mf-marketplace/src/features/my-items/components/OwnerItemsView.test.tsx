import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { PageFrame } from '@portal/ui/PageFrame';
import { OwnerItemsView } from './OwnerItemsView';

function render(kind: 'listing' | 'request', url: string) {
  return renderToString(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[url]}>
        <PageFrame>
          <OwnerItemsView kind={kind} />
        </PageFrame>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('My Listings / My Requests before the lists arrive', () => {
  it("shows the title, the 'Submit New' link, the three tabs (Active selected) and loading placeholders", () => {
    const html = render('listing', '/my-listings');
    expect(html).toContain('<h1>My Listings</h1>');
    expect(html).toMatch(/<a[^>]*href="\/submit-listing"[^>]*>Submit New Listing<\/a>/);
    expect(
      [...html.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*>(\w+)</g)].map((m) => [m[2], m[1]]),
    ).toEqual([
      ['Active', 'true'],
      ['Inactive', 'false'],
      ['All', 'false'],
    ]);
    expect(html).toContain('Loading your listings...');
    expect(html).toContain('Sent Inquiries');
  });

  it('opens the tab the address bar names', () => {
    const html = render('request', '/my-requests?tab=Inactive');
    expect(html).toContain('<h1>My Requests</h1>');
    expect(html).toMatch(/href="\/submit-request"[^>]*>Submit New Request</);
    expect(html).toMatch(/aria-selected="true"[^>]*>Inactive</);
  });
});

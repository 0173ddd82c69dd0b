import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { PageFrame } from '@portal/ui/PageFrame';
import { SubmitItemView } from './SubmitItemView';

function render(kind: 'listing' | 'request') {
  return renderToString(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[kind === 'listing' ? '/submit-listing' : '/submit-request']}>
        <PageFrame maxWidth="60rem">
          <SubmitItemView kind={kind} />
        </PageFrame>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const namesIn = (html: string) =>
  [...html.matchAll(/<(?:input|select|textarea)[^>]*\sname="([^"]+)"/g)].map((m) => m[1]);

describe('the submit form', () => {
  it("names its inputs with the spec's field names and lets the form, not the browser, report problems", () => {
    const html = render('listing');
    expect(html).toContain('<h1>Submit New Listing</h1>');
    expect(html).toMatch(/<a[^>]*href="\/my-listings"[^>]*>← Back to My Listings<\/a>/);
    expect(html).toMatch(/<form[^>]*novalidate/i);
    expect(new Set(namesIn(html))).toEqual(
      new Set([
        'industry',
        'name',
        'location',
        'quantity',
        'unit',
        'delivery',
        'term',
        'availability_date',
        'price_type',
        'price',
        'currency',
        'accepting_inquiries',
        'additional_info',
        'fco_file',
      ]),
    );
  });

  it("offers the kind's terms, every incoterm, the industry's product suggestions and the submit button", () => {
    const listing = render('listing');
    expect(listing).toContain('>Forward</option>');
    expect(listing).not.toContain('>Net 30</option>');
    expect(listing).toContain('>DDP</option>');
    expect(listing).toContain('<option value="EN590 Diesel">');
    expect(listing).not.toContain('<option value="Gold Bullion">');
    expect(listing).toContain('Submit New Listing</button>');
    const request = render('request');
    expect(request).toContain('>LC at Sight</option>');
    expect(request).toMatch(/href="\/my-requests"/);
    expect(request).toContain('Submit New Request</button>');
  });
});

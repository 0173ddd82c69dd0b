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
        // the trade terms, after the spec's fields
        'quality_standard',
        'quantity_tolerance',
        'delivery_from',
        'delivery_to',
        'origin',
        'inspection_company',
        'payment_terms',
        'quality_specification',
      ]),
    );
    // the trade terms come after every field of the spec's form
    expect(html.indexOf('Trade terms (optional)')).toBeGreaterThan(html.indexOf('name="fco_file"'));
  });

  it("offers the kind's terms, every incoterm, the industry's product suggestions and the submit button", () => {
    const listing = render('listing');
    expect(listing).toContain('>Forward</option>');
    // a listing's Term is its contract type; its payment terms are a trade term of their own
    expect(listing).toMatch(
      /name="term"[\s\S]*?>Spot<\/option>[\s\S]*?The contract type: spot, term or forward\./,
    );
    expect(listing).toMatch(
      /name="payment_terms"[^>]*><option value="">Not stated<\/option><option value="Net 30">/,
    );
    expect(listing).toContain('>DDP</option>');
    expect(listing).toContain('<option value="EN590 Diesel">');
    expect(listing).not.toContain('<option value="Gold Bullion">');
    expect(listing).toContain('Submit New Listing</button>');
    const request = render('request');
    expect(request).toContain('>LC at Sight</option>');
    // a request's Term is its payment term: asked once
    expect(request).toContain('The payment term: how you will pay for the product.');
    expect(namesIn(request)).not.toContain('payment_terms');
    expect(request).toMatch(/href="\/my-requests"/);
    expect(request).toContain('Submit New Request</button>');
  });
});

import type { MarketItem, MarketSearchResult } from '@portal/contracts/marketplace';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import MarketplacePage from './MarketplacePage';
import { parseSearchState, searchKey } from '../features/browse/utils/search-state';

const card = (id: string, overrides: Partial<MarketItem> = {}): MarketItem => ({
  id,
  kind: 'listing',
  name: `Jet Fuel A1 ${id}`,
  product_type: 'Jet Fuel A1',
  location: 'Doha',
  quantity: 30000,
  unit: 'MT',
  committed_quantity: 0,
  delivery: 'FOB',
  term: 'Spot',
  price: 798,
  price_type: 'fixed',
  platts_reference: null,
  discount: null,
  differential: 'discount',
  currency: 'USD',
  availability_date: null,
  accepting_inquiries: 'now',
  inquiries_date: null,
  additional_info: null,
  industry: 'Energy',
  status: 'Active',
  owner_label: 'Seller #4821',
  rating: 4.5,
  review_count: 0,
  has_terms: true,
  own: false,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

function render(path: string, answer?: MarketSearchResult) {
  const url = new URL(path, 'http://portal');
  const kind = url.pathname.includes('/seller') ? 'request' : 'listing';
  const industry = url.pathname.endsWith('/energy') ? 'Energy' : undefined;
  const key = searchKey(kind, industry, parseSearchState(url.searchParams, kind));
  return renderToString(
    <SWRConfig value={{ provider: () => new Map(), fallback: answer ? { [key]: answer } : {} }}>
      <MemoryRouter initialEntries={[path]}>
        <MarketplacePage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const facets = {
  product: { 'Jet Fuel A1': 2, 'EN590 Diesel': 0 },
  location: { Doha: 2, Rotterdam: 0 },
  delivery: { FOB: 2 },
  term: { Spot: 2 },
};

describe('MarketplacePage', () => {
  it('shows the title, the search box with its text, the chips and three skeleton cards while loading', () => {
    const html = render('/marketplace/buyer?q=jet&location=Doha&sort=oldest');
    expect(html).toContain('<h1>Marketplace</h1>');
    expect(html).toContain('placeholder="Search for products, locations, or suppliers..."');
    expect(html).toContain('value="jet"');
    expect(html).toContain('Location: Doha');
    expect(html).toContain('Sort By: Oldest');
    expect(html.match(/data-testid="skeleton-card"/g)).toHaveLength(3);
  });

  it("renders the cards, '{n} results found', 'Active Listings: N' and the pager", () => {
    const html = render('/marketplace/buyer/energy?page=2', {
      items: [
        card('a'),
        card('b', { price: null, accepting_inquiries: 'date', inquiries_date: '2999-01-05' }),
        card('c', { own: true }),
      ],
      total: 27,
      active_total: 31,
      facets,
      page: 2,
      page_size: 12,
    });
    expect(html).toContain('Active Listings: 31');
    expect(html).toContain('27 results found');
    expect(html.match(/data-testid="market-card"/g)).toHaveLength(3);
    expect(html).toContain('USD 798.00');
    expect(html).toContain('per metric ton');
    expect(html).toContain('Contact for Price');
    expect(html).toContain('Available Jan 5, 2999');
    expect(html).toContain('Inquiries open on Jan 5, 2999');
    expect(html).toContain('Your listing');
    expect(html.match(/>Inquire</g)).toHaveLength(1);
    expect(html).toContain('Seller #4821');
    expect(html).toContain('Page <!-- -->2<!-- --> of <!-- -->3');
  });

  it('titles the requests variant by industry and says so when nothing is there', () => {
    const html = render('/marketplace/seller/energy', {
      items: [],
      total: 0,
      active_total: 0,
      facets: { product: {}, location: {}, delivery: {}, term: {} },
      page: 1,
      page_size: 12,
    });
    expect(html).toContain('<h1>Energy Marketplace</h1>');
    expect(html).toContain('Browse available product requests');
    expect(html).toContain('No requests available');
    expect(html).toContain('Sort By: Lowest to high');
  });

  it("shows the spec's empty alert on listings, and offers clearing when a search found nothing", () => {
    const empty = {
      items: [],
      total: 0,
      active_total: 0,
      facets: { product: {}, location: {}, delivery: {}, term: {} },
      page: 1,
      page_size: 12,
    };
    const html = render('/marketplace/buyer', empty);
    expect(html).toContain('No listings available');
    expect(html).toContain('There are currently no active listings available. Please check back later.');
    const narrowed = render('/marketplace/buyer?q=zzz', { ...empty, active_total: 5 });
    expect(narrowed).toContain('No listings match your search');
    expect(narrowed).toContain('Clear search and filters');
  });
});

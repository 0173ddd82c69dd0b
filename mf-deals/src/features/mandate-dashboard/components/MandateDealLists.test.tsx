import type { MandateDeal } from '@portal/contracts/mandates';
import { theme } from '@portal/ui/theme';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ActiveDeals, MandateDealFlow } from './MandateDealLists';

const deal: MandateDeal = {
  id: 'D-7',
  title: 'Deal #D-7',
  name: 'Order #D-7',
  stage: 'icpo-uploaded',
  stage_label: 'Awaiting the ICPO',
  progress: 40,
  side: 'seller',
  status: 'active',
  updated_at: '2026-01-01T00:00:00.000Z',
  product: 'EN590 Diesel 10ppm',
  product_type: 'EN590',
  quantity: 25000,
  unit: 'MT',
  delivery: 'FOB',
  location: 'Rotterdam',
  price: 685.5,
  price_type: 'fixed',
  platts_reference: null,
  discount: null,
  final_unit_price: null,
  currency: 'USD',
  buyer_label: 'Buyer #4821',
  seller_label: 'Seller #1093',
  next: [{ party: 'buyer', action: 'upload the ICPO', yours: false }],
  due_at: '2099-12-03T12:00:00.000Z',
};

const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const render = (node: React.ReactNode) =>
  textOf(
    renderToString(
      <ThemeProvider theme={theme}>
        <MemoryRouter>{node}</MemoryRouter>
      </ThemeProvider>,
    ),
  );

describe('the Mandate Dashboard rows', () => {
  it('name an active deal by its trade ticket and say who it awaits, by when', () => {
    const text = render(<ActiveDeals deals={[deal]} />);
    expect(text).toContain('25,000 MT EN590 Diesel 10ppm');
    expect(text).toContain(
      'USD 685.50 / MT · USD 17,137,500.00 · FOB Rotterdam · Buyer #4821 ↔ Seller #1093',
    );
    expect(text).toContain('Awaiting Buyer #4821: upload the ICPO — due Dec 3, 2099');
    expect(text).not.toContain('Deal #D-7');
  });

  it('name the deals of the Deal Flow columns by the ticket headline', () => {
    const text = render(<MandateDealFlow deals={[deal]} />);
    expect(text).toContain('25,000 MT EN590 Diesel 10ppm');
    expect(text).not.toContain('Deal #D-7');
  });
});

import type { AdminDealRow } from '@portal/contracts/admin-deals';
import { theme } from '@portal/ui/theme';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { DealsTable } from './DealsTable';

const row = (over: Partial<AdminDealRow> = {}): AdminDealRow => ({
  id: 'ABC0123XYZ',
  title: 'Deal #ABC0123XYZ',
  product: 'EN590 Diesel',
  buyer: { id: 'b', company: 'Delta Refining SA', label: 'Buyer #4821' },
  seller: { id: 's', company: 'Northsea Fuels BV', label: 'Seller #1733' },
  created_at: '2025-06-15T09:00:00.000Z',
  stage: 'fco-tc-accepted',
  stage_label: 'FCO T&C Accepted',
  progress: 20,
  status: 'active',
  ticket: {
    quantity: 25_000,
    unit: 'MT',
    delivery: 'FOB',
    location: 'Rotterdam',
    price: 685.5,
    price_type: 'fixed',
    platts_reference: null,
    discount: null,
    currency: 'USD',
  },
  needs_attention: null,
  ...over,
});

const render = (deals: AdminDealRow[]) =>
  renderToString(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <DealsTable
          deals={deals}
          loading={false}
          error={false}
          searching={false}
          onRetry={() => {}}
          onCancel={() => {}}
        />
      </MemoryRouter>
    </ThemeProvider>,
  ).replaceAll('<!-- -->', '');

describe('Deal Management table', () => {
  it("marks a deal whose party's account is deactivated as needing attention, with the reason", () => {
    const html = render([
      row({ needs_attention: "Seller #1733's account is deactivated." }),
      row({ id: 'OTHER00001' }),
    ]);
    expect(html.match(/data-testid="needs-attention"/g)).toHaveLength(1);
    expect(html).toContain('Needs attention');
    expect(html).toContain('Seller #1733&#x27;s account is deactivated.');
  });

  it('names each deal by its trade ticket, not by its number', () => {
    const html = render([row()]);
    expect(html).toContain('25,000 MT EN590 Diesel');
    expect(html).toContain('USD 685.50 / MT · FOB Rotterdam · USD 17,137,500.00');
    expect(html).not.toContain('>Deal #ABC0123XYZ<');
  });
});

import type { DealDetail } from '@portal/contracts/deals';
import { theme } from '@portal/ui/theme';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { dealAt } from '../../../test/deal-fixture';
import { AwaitingLine } from './AwaitingLine';
import { DealTicket } from './DealTicket';
import { actingLink, actingRolesText, awaitedActs, ticketOf, viewerCompanyOf } from './ticket';

const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const linesOf = (html: string) => [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => textOf(m[1]!));
const wrap = (node: React.ReactNode) => renderToString(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

const now = new Date('2026-11-28T12:00:00.000Z');
const icpo = (overrides: Partial<DealDetail> = {}) =>
  dealAt('icpo', 'buyer', {
    next: [{ party: 'buyer', action: 'upload the ICPO', yours: true }],
    due_at: '2026-12-03T12:00:00.000Z',
    ...overrides,
  });

describe('the awaiting line', () => {
  it('tells the viewer what it is to do and by when', () => {
    const html = wrap(<AwaitingLine deal={icpo()} now={now} />);
    expect(linesOf(html)).toEqual(['Awaiting you: upload the ICPO — due Dec 3, 2026']);
    expect(html).toContain('data-overdue="false"');
  });

  it('names the counterparty by its label, or by its company once revealed', () => {
    const next = [{ party: 'seller' as const, action: 'upload the commercial invoice', yours: false }];
    expect(linesOf(wrap(<AwaitingLine deal={icpo({ next })} now={now} />))).toEqual([
      'Awaiting Seller #1234: upload the commercial invoice — due Dec 3, 2026',
    ]);
    const revealed = icpo({
      next,
      parties: {
        buyer: { label: 'Buyer #4821', company_name: null },
        seller: { label: 'Seller #1234', company_name: 'Nordic Fuels AS' },
      },
    });
    expect(linesOf(wrap(<AwaitingLine deal={revealed} now={now} />))).toEqual([
      'Awaiting Nordic Fuels AS: upload the commercial invoice — due Dec 3, 2026',
    ]);
  });

  it('names the platform, one line per awaited party, and no date when the step has none', () => {
    const deal = icpo({
      due_at: null,
      next: [
        { party: 'buyer', action: 'upload the proof of funds', yours: true },
        { party: 'platform', action: 'review the proof of product', yours: false },
      ],
    });
    expect(linesOf(wrap(<AwaitingLine deal={deal} now={now} />))).toEqual([
      'Awaiting you: upload the proof of funds',
      'Awaiting the platform: review the proof of product',
    ]);
    expect(linesOf(wrap(<AwaitingLine deal={deal} now={now} onlyYours />))).toEqual([
      'Awaiting you: upload the proof of funds',
    ]);
  });

  it('says overdue in words and in red once the due date has passed', () => {
    const sheet = new ServerStyleSheet();
    const html = wrap(
      sheet.collectStyles(<AwaitingLine deal={icpo({ due_at: '2026-11-20T12:00:00.000Z' })} now={now} />),
    );
    expect(linesOf(html)).toEqual(['Awaiting you: upload the ICPO — overdue, was due Nov 20, 2026']);
    expect(html).toContain('data-overdue="true"');
    const lineClass = /<li[^>]*class="([^"]+)"/.exec(html)![1]!.split(' ').at(-1)!;
    expect(sheet.getStyleTags()).toMatch(new RegExp(`\\.${lineClass}\\{[^}]*color:${theme.colors.danger}`));
    sheet.seal();
  });

  it('counts a bare due date as due until the end of that day', () => {
    const html = wrap(<AwaitingLine deal={icpo({ due_at: '2026-11-28' })} now={now} />);
    expect(linesOf(html)).toEqual(['Awaiting you: upload the ICPO — due Nov 28, 2026']);
  });

  it("names a member's company and the roles in it that act, keeping the due date", () => {
    const deal = icpo({
      next: [
        { party: 'seller', action: 'upload the commercial invoice', yours: false, roles: ['operations'] },
        { party: 'buyer', action: 'upload the ICPO', yours: true, roles: ['operations'] },
      ],
    });
    expect(linesOf(wrap(<AwaitingLine deal={deal} company="Acme Trading Ltd" now={now} />))).toEqual([
      'Awaiting Seller #1234: upload the commercial invoice — due Dec 3, 2026',
      'Awaiting Acme Trading Ltd – Operations: upload the ICPO — due Dec 3, 2026',
    ]);
    const both = icpo({
      due_at: '2026-11-20T12:00:00.000Z',
      next: [
        {
          party: 'buyer',
          action: 'upload the proof of funds and release the ICPO',
          yours: true,
          roles: ['operations', 'approver'],
        },
      ],
    });
    expect(awaitedActs(both, now, 'Acme Trading Ltd')[0]!.text).toBe(
      'Awaiting Acme Trading Ltd – Operations, Approver: upload the proof of funds and release the ICPO — overdue, was due Nov 20, 2026',
    );
    // a company without a name on record still reads as one
    expect(awaitedActs(both, now, '')[0]!.who).toBe('your company – Operations, Approver');
  });

  it('says "you" without a company (an admin) or without roles (the platform\'s acts)', () => {
    const member = icpo({
      next: [{ party: 'buyer', action: 'upload the ICPO', yours: true, roles: ['operations'] }],
    });
    expect(awaitedActs(member, now)[0]!.who).toBe('you');
    const platform = icpo({
      next: [{ party: 'platform', action: 'review the ICPO', yours: true, roles: [] }],
    });
    expect(awaitedActs(platform, now, 'Platform Ops')[0]!.text).toBe(
      'Awaiting you: review the ICPO — due Dec 3, 2026',
    );
    expect(actingRolesText(['approver'])).toBe('Approver');
  });

  it("takes the viewer's company from /me, except for a platform admin", () => {
    const company = { id: 'c1', name: 'Acme Trading Ltd', role: 'approver' as const };
    expect(viewerCompanyOf({ isAdmin: false, company })).toBe('Acme Trading Ltd');
    expect(viewerCompanyOf({ isAdmin: true, company })).toBeUndefined();
    expect(viewerCompanyOf(undefined)).toBeUndefined();
  });

  it('shows nothing when nobody is awaited', () => {
    expect(wrap(<AwaitingLine deal={icpo({ next: [] })} now={now} />)).toBe('');
  });
});

describe('the deal ticket', () => {
  it('heads with quantity and product, then price, value, terms and counterparty', () => {
    const deal = icpo();
    const html = wrap(<DealTicket ticket={ticketOf(deal, deal.role)} level={1} />);
    expect(html).toMatch(/<h1[^>]*>5,000 MT EN590 Diesel 10ppm<\/h1>/);
    expect(textOf(html)).toBe(
      '5,000 MT EN590 Diesel 10ppm Price USD 700.00 / MT Value USD 3,500,000.00 Terms CIF Rotterdam Counterparty Seller #1234',
    );
  });

  it('names the counterparty by company once revealed, and both sides for a mandate', () => {
    const deal = icpo({
      parties: {
        buyer: { label: 'Buyer #4821', company_name: null },
        seller: { label: 'Seller #1234', company_name: 'Nordic Fuels AS' },
      },
    });
    expect(ticketOf(deal, 'buyer').counterparty).toBe('Nordic Fuels AS');
    const html = wrap(<DealTicket ticket={ticketOf(deal, 'mandate')} level={3} parties />);
    expect(textOf(html)).toContain('Parties Buyer #4821 ↔ Nordic Fuels AS');
  });

  it('links a deal awaiting its viewer to the panel to act in', () => {
    expect(actingLink(icpo())).toBe('/deal/deal-1?panel=current-step');
    const review = icpo({ next: [{ party: 'platform', action: 'review the proof of funds', yours: true }] });
    expect(actingLink(review)).toBe('/deal/deal-1?panel=document-review');
  });
});

import { expect, type Locator, type Page } from '@playwright/test';
import { tradeTicket, type TicketDeal, type TicketReader } from '@portal/contracts/trade-ticket';
import { apiAs } from './market-api';
import type { Persona } from './personas';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API bodies

/**
 * The confirmation a binding deal act opens (Proceed, Submit Review, the payment and title-transfer
 * confirmations): visible under its title, stating the deal's trade ticket as `who` reads it (from the
 * server's deal, through the API) and the further texts given (the document it accepts, that it is
 * final). Returns the dialog, for its Cancel or its confirm button.
 */
export async function expectDealConfirmation(
  page: Page,
  who: Persona,
  dealId: string,
  title: string,
  texts: string[] = [],
): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const deal = (await apiAs<Json>(who, 'GET', `/deals/${dealId}`)).body;
  const ticket = tradeTicket(deal as TicketDeal, deal.role as TicketReader, {
    buyer: deal.parties.buyer.company_name,
    seller: deal.parties.seller.company_name,
  });
  const expected = [
    `#${dealId} · ${ticket.headline}`,
    ticket.price,
    ticket.value,
    ticket.terms,
    ticket.counterparty,
  ];
  for (const text of [...expected, ...texts]) await expect(dialog).toContainText(text);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  return dialog;
}

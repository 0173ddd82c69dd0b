import { describe, expect, it } from 'vitest';
import { dealActConfirmation, fcoDocumentText, listingFcoTerms, type ActDeal } from './deal-acts';

const deal: ActDeal = {
  id: 'D4F2A7K9QZ',
  product: 'EN590 10ppm',
  quantity: 25_000,
  unit: 'MT',
  delivery: 'FOB',
  location: 'Rotterdam',
  price: 685.5,
  price_type: 'fixed',
  platts_reference: null,
  discount: null,
  currency: 'USD',
  buyer_label: 'Buyer #4821',
  seller_label: 'Seller #1093',
  role: 'buyer',
  parties: { buyer: { company_name: null }, seller: { company_name: null } },
  documents: [],
};

const fact = (facts: { label: string; value: string }[], label: string) =>
  facts.find((f) => f.label === label)?.value;

describe("a deal act's confirmation", () => {
  it('states the trade ticket the reader agrees to, with the counterparty as it may know it', () => {
    const { facts } = dealActConfirmation(deal, { type: 'confirm-receipt' });
    expect(facts).toEqual([
      { label: 'Deal', value: '#D4F2A7K9QZ · 25,000 MT EN590 10ppm' },
      { label: 'Price', value: 'USD 685.50 / MT' },
      { label: 'Value', value: 'USD 17,137,500.00' },
      { label: 'Terms', value: 'FOB Rotterdam' },
      { label: 'Counterparty', value: 'Seller #1093' },
    ]);
    const revealed = { ...deal, parties: { ...deal.parties, seller: { company_name: 'Atlas Refining SA' } } };
    expect(fact(dealActConfirmation(revealed, { type: 'proceed' }).facts, 'Counterparty')).toBe(
      'Atlas Refining SA',
    );
    const admin = dealActConfirmation({ ...deal, role: 'admin' }, { type: 'confirm-fee-payment' });
    expect(fact(admin.facts, 'Parties')).toBe('Buyer #4821 ↔ Seller #1093');
  });

  it("Proceed accepts the listing's FCO terms until the deal holds an FCO document, then that document", () => {
    const before = dealActConfirmation(deal, { type: 'proceed' });
    expect(before.title).toBe('Accept the FCO terms?');
    expect(before.confirmLabel).toBe('Accept FCO Terms');
    expect(fact(before.facts, 'Document')).toBe(listingFcoTerms);
    const fco = (version: number, superseded: boolean) => ({
      source: 'seller',
      document_type: 'fco',
      title: 'FCO',
      version,
      superseded,
    });
    const withFco = { ...deal, documents: [fco(1, true), fco(3, false), fco(2, true)] };
    expect(fact(dealActConfirmation(withFco, { type: 'proceed' }).facts, 'Document')).toBe('FCO, version 3');
    expect(fcoDocumentText({ documents: [fco(1, true)] })).toBe(listingFcoTerms);
  });

  it('Submit Review accepts the sanitized initial SPA by its version', () => {
    const spa = dealActConfirmation(deal, { type: 'accept-spa', version: 2 });
    expect(spa.title).toBe('Accept the sanitized initial SPA?');
    expect(fact(spa.facts, 'Document')).toBe('Sanitized initial SPA, version 2');
    expect(spa.confirmLabel).toBe('Accept SPA Version 2');
  });

  it("says the buyer's receipt is final and closes the deal; the seller's transfer is not", () => {
    const receipt = dealActConfirmation(deal, { type: 'confirm-receipt' });
    expect(receipt).toMatchObject({ title: 'Confirm final title transfer?', final: true });
    expect(receipt.statement).toMatch(/final.*the deal closes/);
    const transfer = dealActConfirmation({ ...deal, role: 'seller' }, { type: 'confirm-title-transfer' });
    expect(transfer).toMatchObject({ title: 'Confirm delivery and title transfer?', final: false });
    expect(transfer.statement).toContain('transferred to Buyer #4821');
    expect(fact(transfer.facts, 'Counterparty')).toBe('Buyer #4821');
  });

  it("names the payment's value, or what stands for it before pricing", () => {
    const seller = { ...deal, role: 'seller' as const };
    expect(dealActConfirmation(seller, { type: 'confirm-seller-payment' }).statement).toContain(
      "the buyer's payment (USD 17,137,500.00)",
    );
    const indexed = {
      ...seller,
      price: null,
      price_type: 'discount',
      discount: 5,
      platts_reference: 'Diesel',
    };
    expect(dealActConfirmation(indexed, { type: 'confirm-seller-payment' }).statement).toContain(
      '(Value set at pricing)',
    );
  });

  it("repeats the verification note and the mandate's commission it confirms", () => {
    const admin = { ...deal, role: 'admin' as const };
    const verification = dealActConfirmation(admin, { type: 'complete-verification', note: 'All checked' });
    expect(fact(verification.facts, 'Verification note')).toBe('All checked');
    const mandate = dealActConfirmation(deal, {
      type: 'confirm-mandate',
      mandate: 'Jane Broker',
      commission_percent: 1.5,
    });
    expect(mandate.title).toBe('Attach Jane Broker to this deal?');
    expect(fact(mandate.facts, 'Commission')).toBe('1.5 %');
    const none = dealActConfirmation(deal, {
      type: 'confirm-mandate',
      mandate: 'Jane',
      commission_percent: null,
    });
    expect(fact(none.facts, 'Commission')).toBe('No commission stated');
  });

  it('names every act on its confirm button, never a bare OK', () => {
    const acts = [
      { type: 'proceed' },
      { type: 'accept-spa', version: 1 },
      { type: 'confirm-seller-payment' },
      { type: 'confirm-fee-payment' },
      { type: 'complete-verification', note: 'ok' },
      { type: 'confirm-title-transfer' },
      { type: 'confirm-receipt' },
      { type: 'confirm-mandate', mandate: 'Jane', commission_percent: null },
    ] as const;
    const labels = acts.map((act) => dealActConfirmation(deal, act).confirmLabel);
    expect(new Set(labels).size).toBe(acts.length);
    for (const label of labels) expect(label).not.toMatch(/^(OK|Yes|Confirm)$/);
  });
});

import { dealDocumentTypeIds } from '@portal/contracts/deal-stages';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderPlatformDocumentPdf } from '../adapters/pdf-render';
import { closingDossier, dossierTime, type DossierEvent } from './closing-dossier';
import type { DealCommand } from './deal-commands';
import { buyer, happyPath, Walk } from '../../../test/support/deal-fixtures';
import type { DealActor } from './deal-commands';

/** The fixtures' walk, keeping every audit entry it wrote. */
class RecordingWalk extends Walk {
  readonly events: DossierEvent[] = [];
  override run(actor: DealActor, command: DealCommand) {
    const result = super.run(actor, command);
    this.events.push(...result.events);
    return result;
  }
}

function closedWalk() {
  const walk = new RecordingWalk();
  // one refused version on the way: the dossier lists approved documents only
  walk.run(buyer, { type: 'proceed' });
  const refusedSpa = walk.upload('initial-spa');
  walk.review(refusedSpa, 'deny', 'Wrong template.');
  for (const step of happyPath.slice(1)) step(walk);
  return walk;
}

const input = (walk: RecordingWalk) => ({
  deal: walk.deal,
  events: walk.events,
  companies: { buyer: 'Northwind Fuels BV', seller: 'Contoso Energy Ltd' },
  people: { 'admin-sub': 'Ada Reviewer' },
  issuedAt: new Date(walk.deal.closed_at!),
});

describe('the closing dossier', () => {
  const walk = closedWalk();
  const dossier = closingDossier(input(walk));
  const sections = new Map(dossier.sections.map((s) => [s.heading, s.entries]));
  const text = (entries: (typeof dossier.sections)[number]['entries']) =>
    entries.map((e) => (e.type === 'line' ? `${e.label}: ${e.value}` : e.text));

  it('states the deal, its specification and the parties by company and label', () => {
    expect(walk.deal.stage).toBe('deal-closed');
    expect(dossier).toMatchObject({
      kind: 'closing-dossier',
      title: 'Closing Dossier',
      transactionId: walk.deal.id,
    });
    expect(text(sections.get('Deal')!)).toContain(`Closed: ${dossierTime(walk.deal.closed_at)}`);
    expect(text(sections.get('Specification')!)).toEqual(
      expect.arrayContaining([
        'Product: EN590 Diesel',
        'Price: USD 650.00 per metric ton',
        'Deal value: USD 325,000.00',
      ]),
    );
    expect(text(sections.get('Parties')!)).toEqual([
      `Seller: Contoso Energy Ltd (${walk.deal.seller_label})`,
      `Buyer: Northwind Fuels BV (${walk.deal.buyer_label})`,
    ]);
  });

  it('lists the negotiation the deal was agreed in, round by round, the accepted one marked', () => {
    expect(sections.has('Negotiation')).toBe(false);
    const rounds = [
      {
        number: 1,
        by: 'buyer' as const,
        label: walk.deal.buyer_label,
        at: '2026-11-20T09:00:00.000Z',
        summary: '500 MT, 660.00 USD/MT, FOB Rotterdam',
        message: null,
      },
      {
        number: 2,
        by: 'seller' as const,
        label: walk.deal.seller_label,
        at: '2026-11-20T15:30:00.000Z',
        summary: '500 MT, 650.00 USD/MT, FOB Rotterdam, LC at Sight',
        message: 'Best we can do.',
      },
    ];
    const negotiated = closingDossier({ ...input(walk), deal: { ...walk.deal, negotiation: rounds } });
    const entries = negotiated.sections.find((s) => s.heading === 'Negotiation')!.entries;
    expect(text(entries)).toEqual([
      `Round 1, ${walk.deal.buyer_label}, ${dossierTime(rounds[0]!.at)}: 500 MT, 660.00 USD/MT, FOB Rotterdam`,
      `Round 2, ${walk.deal.seller_label}, ${dossierTime(rounds[1]!.at)} (accepted): 500 MT, 650.00 USD/MT, FOB Rotterdam, LC at Sight. Message: Best we can do.`,
    ]);
  });

  it('lists every approved document with type, version, hash, uploader, reviewer and times; not the denied one', () => {
    const approved = dealDocumentTypeIds.flatMap((type) =>
      (walk.deal.documents[type] ?? []).filter((v) => v.review.status === 'approved'),
    );
    expect(approved).toHaveLength(dealDocumentTypeIds.length);
    const documentSections = dossier.sections.filter((s) => s.heading.startsWith('Approved document '));
    expect(documentSections).toHaveLength(approved.length);
    approved.forEach((version, index) => {
      const lines = text(documentSections[index]!.entries);
      expect(lines).toEqual(
        expect.arrayContaining([
          `File name: ${version.file.file_name}`,
          expect.stringContaining(`(${version.document_type})`),
          `Version: ${version.version}`,
          `SHA-256: ${version.file.sha256}`,
          `Uploaded: ${dossierTime(version.uploaded_at)}`,
          'Reviewed by: Platform (Ada Reviewer)',
          `Reviewed: ${dossierTime(version.review.at)}`,
        ]),
      );
      const uploader = version.uploader_role === 'buyer' ? 'Northwind Fuels BV' : 'Contoso Energy Ltd';
      expect(lines).toContainEqual(expect.stringContaining(`Uploaded by: ${uploader}`));
    });
    const denied = walk.deal.documents['initial-spa']![0]!;
    expect(denied.review.status).toBe('denied');
    expect(JSON.stringify(dossier)).not.toContain(denied.file.sha256);
  });

  it('lists every step of the history with its actor and time, in order', () => {
    const history = sections.get('History')!;
    // all but the dossier's own issue, which is recorded after it with its hash
    expect(history).toHaveLength(walk.events.length - 1);
    expect(walk.events.at(-1)).toMatchObject({
      action: 'platform-document-issued',
      document: { type: 'closing-dossier' },
    });
    const rows = text(history);
    expect(rows[0]).toBe(
      `${dossierTime(walk.events[0]!.at)}: Buyer proceeded: Deal Initiated (inquiry-submitted); by Northwind Fuels BV (${walk.deal.buyer_label})`,
    );
    expect(rows[1]).toMatch(/: Stage entered: Deal Initiated \(inquiry-submitted\) -> Initial SPA - Terms/);
    expect(rows.at(-1)).toMatch(/Stage entered: .*Deal Closed \(deal-closed\); by Northwind Fuels BV/);
    expect(rows.some((r) => r.includes('Document denied') && r.includes('by Platform (Ada Reviewer)'))).toBe(
      true,
    );
  });

  it("leaves out a company's own approval of its documents: both parties receive the dossier", () => {
    const upload = walk.events.find((e) => e.action === 'document-uploaded')!;
    const internal: DossierEvent[] = (
      ['document-held', 'document-released', 'document-refused'] as const
    ).map((action) => ({ ...upload, action }));
    const withApproval = closingDossier({ ...input(walk), events: [...internal, ...walk.events] });
    const history = withApproval.sections.find((s) => s.heading === 'History')!.entries;
    expect(history).toHaveLength(walk.events.length - 1);
    expect(JSON.stringify(history)).not.toMatch(/held|released|refused/i);
  });

  it('renders as a PDF whose text lists each approved document with its hash', async () => {
    const bytes = await renderPlatformDocumentPdf(dossier, {
      title: 'Closing Dossier',
      author: 'Commodity Trading Portal',
      subject: dossier.subtitle,
      createdAt: new Date(walk.deal.closed_at!),
    });
    const { text: pdfText } = await extractText(bytes.slice(), { mergePages: true });
    for (const type of dealDocumentTypeIds) {
      const version = walk.deal.documents[type]!.at(-1)!;
      expect(pdfText).toContain(`SHA-256: ${version.file.sha256}`);
      expect(pdfText).toContain(version.file.file_name);
    }
    expect(pdfText).toContain('Contoso Energy Ltd');
  });
});

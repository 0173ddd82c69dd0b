import type { DealDocumentView, DealEventView } from '@portal/contracts/deals';
import { describe, expect, it } from 'vitest';
import {
  actionText,
  documentTypeTitle,
  documentsOfGroup,
  eventActorText,
  eventDocumentText,
  eventInGroup,
  heldByName,
  isImageFile,
  newestFirst,
  stageChangeText,
} from './activity';

function event(overrides: Partial<DealEventView>): DealEventView {
  return {
    id: 'e1',
    action: 'document-uploaded',
    actor_label: 'Seller #1733',
    actor_name: null,
    actor_role: 'seller',
    from: 'fco-tc-accepted',
    to: 'sanitized-spa-submitted',
    document: null,
    comment: null,
    at: '2025-06-16T10:00:00.000Z',
    ...overrides,
  };
}

function documentOf(type: string): DealDocumentView {
  return {
    source: 'seller',
    document_type: type,
    title: documentTypeTitle(type),
    document_id: `doc-${type}`,
    version: 1,
    superseded: false,
    review_status: 'pending',
    review_comment: null,
    file_name: `${type}.pdf`,
    file: null,
    uploader_label: 'Seller #1733',
    uploaded_by: 'u-seller',
    uploaded_at: '2025-06-16T10:00:00.000Z',
    downloadable: true,
  };
}

describe('the deal history in words', () => {
  it('says what each recorded action did, and something readable for an action it does not know', () => {
    expect(actionText('stage-overridden')).toBe('Stage changed by an admin');
    expect(actionText('deal-cancelled')).toBe('Deal cancelled');
    expect(actionText('document-changes-requested')).toBe('Changes requested');
    expect(actionText('something-new')).toBe('Something new');
  });

  it('names the stage change by labels, one label when the stage stayed', () => {
    expect(stageChangeText(event({}))).toBe(
      'Initial SPA - Terms & Conditions Accepted → Initial SPA - Submitted',
    );
    expect(stageChangeText(event({ from: null, to: 'inquiry-submitted' }))).toBe('Deal Initiated');
    expect(stageChangeText(event({ from: 'deal-closed', to: 'deal-closed' }))).toBe('Deal Closed');
  });

  it('names the document by its title and version', () => {
    const withDocument = event({ document: { id: 'd', type: 'final-spa-signed', version: 2, sha256: null } });
    expect(eventDocumentText(withDocument)).toBe('Signed Final SPA (version 2)');
    expect(eventDocumentText(event({}))).toBeNull();
    expect(documentTypeTitle('serval-invoice')).toBe('Platform Fee Invoice');
  });

  it("names the person who acted where the server gives their name, else the party's label", () => {
    expect(eventActorText(event({ actor_name: 'Ana Petrova' }))).toBe('Ana Petrova (Seller #1733)');
    expect(eventActorText(event({}))).toBe('Seller #1733');
  });

  it('finds who uploaded a held document from its history entry', () => {
    const document = { id: 'd-7', type: 'icpo-signed', version: 1, sha256: null };
    const events = [
      event({
        id: 'a',
        action: 'document-uploaded',
        actor_name: 'Someone Else',
        document: { ...document, id: 'd-6' },
      }),
      event({ id: 'b', action: 'document-held', actor_name: 'Ana Petrova', document }),
    ];
    expect(heldByName(events, 'd-7')).toBe('Ana Petrova');
    expect(heldByName(events, 'd-6')).toBeNull();
  });

  it('lists the newest first, same-moment events in reverse order', () => {
    const events = [
      event({ id: 'a', at: '2025-06-15T10:00:00.000Z' }),
      event({ id: 'b', at: '2025-06-16T10:00:00.000Z' }),
      event({ id: 'c', at: '2025-06-16T10:00:00.000Z' }),
    ];
    expect(newestFirst(events).map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });
});

describe("a group's share of the documents and history", () => {
  it("takes the documents of the group's types (party and platform)", () => {
    const documents = ['initial-spa', 'initial-spa-template', 'proof-of-funds'].map(documentOf);
    expect(documentsOfGroup(documents, 'initial-spa').map((d) => d.document_type)).toEqual([
      'initial-spa',
      'initial-spa-template',
    ]);
  });

  it('puts the FCO the deal was opened on in the first group, under its title', () => {
    const documents = ['fco', 'initial-spa'].map(documentOf);
    expect(documentsOfGroup(documents, 'deal-initiated').map((d) => d.title)).toEqual([
      'Full Corporate Offer (FCO)',
    ]);
  });

  it("takes events about the group's documents, or that moved the deal into or within it", () => {
    const upload = event({ document: { id: 'd', type: 'proof-of-funds', version: 1, sha256: null } });
    expect(eventInGroup(upload, 'proof-documents')).toBe(true);
    expect(eventInGroup(upload, 'initial-spa')).toBe(false);
    expect(eventInGroup(event({ action: 'buyer-proceeded', to: 'fco-tc-accepted' }), 'initial-spa')).toBe(
      true,
    );
  });

  it('previews images only', () => {
    expect(isImageFile('image/png')).toBe(true);
    expect(isImageFile('application/pdf')).toBe(false);
    expect(isImageFile(null)).toBe(false);
  });
});

import type { DealAvailableAction } from '@portal/contracts/deals';
import { describe, expect, it } from 'vitest';
import { dealAt, documentView } from '../../../../test/deal-fixture';
import {
  heldDocumentOf,
  refusalReasonProblem,
  refusalTexts,
  releaseActionFor,
  releaseActionsOf,
  releaseConfirmation,
  type ReleaseAction,
} from './company-approval';

const release: ReleaseAction = {
  type: 'release-document',
  documentId: 'doc-icpo-2',
  documentType: 'icpo',
  version: 2,
};
const icpo = documentView({
  source: 'buyer',
  document_type: 'icpo',
  title: 'ICPO',
  document_id: 'doc-icpo-2',
  version: 2,
  file_name: 'icpo-v2.pdf',
  uploader_label: 'Buyer #4821',
  company_hold: { status: 'held', reason: null },
});
const deal = (actions: DealAvailableAction[] = [release]) =>
  dealAt('icpo', 'buyer', { available_actions: actions, documents: [icpo] });

describe("releasing a document held for the company's approval", () => {
  it('offers a release only where the server offers it, for that version', () => {
    const upload: DealAvailableAction = {
      type: 'upload-document',
      documentType: 'proof-of-funds',
      version: 1,
    };
    expect(releaseActionsOf(deal([upload, release]))).toEqual([release]);
    expect(releaseActionFor(deal(), 'doc-icpo-2')).toEqual(release);
    expect(releaseActionFor(deal(), 'doc-icpo-1')).toBeUndefined();
    expect(releaseActionFor(deal(), null)).toBeUndefined();
    expect(releaseActionsOf(deal([upload]))).toEqual([]);
    expect(heldDocumentOf(deal(), release)?.file_name).toBe('icpo-v2.pdf');
  });

  it('asks to confirm a release, which commits the company, with the deal and the document', () => {
    const confirmation = releaseConfirmation(deal(), release);
    expect(confirmation.title).toBe("Release ICPO, version 2, to the platform's review?");
    expect(confirmation.statement).toMatch(/^It commits your company/);
    expect(confirmation.facts).toEqual([
      { label: 'Deal', value: '#deal-1 · 5,000 MT EN590 Diesel 10ppm' },
      { label: 'Value', value: 'USD 3,500,000.00' },
      { label: 'Counterparty', value: 'Seller #1234' },
      { label: 'Document', value: 'ICPO, version 2' },
      { label: 'File', value: 'icpo-v2.pdf' },
    ]);
    expect(confirmation.confirmLabel).toBe('Release Document');
  });

  it('asks for the reason of a refusal: required, at most 1000 characters', () => {
    expect(refusalTexts(release)).toMatchObject({
      title: 'Refuse ICPO, version 2?',
      confirmLabel: 'Refuse Document',
    });
    expect(refusalReasonProblem('   ')).toBe('Please give a reason for refusing the document.');
    expect(refusalReasonProblem('Wrong bank account.')).toBeNull();
    expect(refusalReasonProblem('x'.repeat(1000))).toBeNull();
    expect(refusalReasonProblem('x'.repeat(1001))).toBe('At most 1000 characters');
  });
});

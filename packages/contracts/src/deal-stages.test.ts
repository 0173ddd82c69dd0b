import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  dealColumnOf,
  dealDocumentTypeIds,
  dealDocumentTypes,
  dealGroup,
  dealGroupIds,
  dealGroups,
  dealStage,
  dealStageValues,
  dealStages,
  dealStatusTone,
  groupIndex,
  isDealStage,
  platformDocumentTypes,
  progressTone,
  stageInfo,
} from './deal-stages';

/** The spec's table, written out: value, label, step, group. */
const expectedStages = [
  ['inquiry-submitted', 'Deal Initiated', 1, 'deal-initiated'],
  ['fco-tc-accepted', 'Initial SPA - Terms & Conditions Accepted', 2, 'initial-spa'],
  ['sanitized-spa-submitted', 'Initial SPA - Submitted', 2, 'initial-spa'],
  ['sanitized-spa-accepted', 'Initial SPA - Accepted', 2, 'initial-spa'],
  ['proof-docs-uploaded', 'Proof Documents Uploaded', 3, 'proof-documents'],
  ['proof-docs-confirmed', 'Proof Documents Confirmed', 3, 'proof-documents'],
  ['information-exchange', 'Document Verification', 4, 'verification'],
  ['final-spa-uploaded', 'Final SPA Uploaded', 5, 'final-spa'],
  ['final-spa-countersigned', 'Final SPA Countersigned', 5, 'final-spa'],
  ['icpo-uploaded', 'ICPO Uploaded', 6, 'icpo'],
  ['icpo-countersigned', 'ICPO Countersigned', 6, 'icpo'],
  ['invoice-uploaded', 'Commercial Invoice Uploaded', 7, 'commercial-invoice'],
  ['invoice-countersigned', 'Commercial Invoice Countersigned', 7, 'commercial-invoice'],
  ['payment-proof-issued', 'Payment Instructions Issued', 8, 'payment'],
  ['seller-payment-confirmed', 'Seller Payment Confirmed', 8, 'payment'],
  ['serval-payment-confirmed', 'Platform Fee Payment Confirmed', 8, 'payment'],
  ['inspection-report-submitted', 'Inspection Report Submitted', 8, 'payment'],
  ['product-transferred', 'Product Transferred', 9, 'title-transfer'],
  ['buyer-confirms-receipt', 'Buyer Confirmed Receipt', 9, 'title-transfer'],
  ['deal-closed', 'Deal Closed', 10, 'closing'],
] as const;

describe('the stage table', () => {
  it('has the spec’s twenty values in order, each with its label, step, group and progress = step × 10', () => {
    expect(dealStageValues).toEqual(expectedStages.map(([value]) => value));
    expect(dealStages.map((s) => [s.value, s.label, s.step, s.group])).toEqual(expectedStages);
    for (const [value, label, step, group] of expectedStages) {
      expect(stageInfo(value)).toEqual({ label, step, progress: step * 10, group });
    }
  });

  it("places 'inspection-report-submitted' at the end of the payment group (step 8, 80 %)", () => {
    expect(stageInfo('inspection-report-submitted')).toEqual({
      label: 'Inspection Report Submitted',
      step: 8,
      progress: 80,
      group: 'payment',
    });
    expect(dealGroup('payment').stages.at(-1)).toBe('inspection-report-submitted');
  });

  it("answers 'Unknown Stage' at 0 % for a value outside the table", () => {
    for (const value of ['', 'closing', 'Deal Closed', 'DEAL-CLOSED', 'toString', '__proto__']) {
      expect(stageInfo(value)).toEqual({ label: 'Unknown Stage', step: 0, progress: 0, group: null });
      expect(isDealStage(value)).toBe(false);
      expect(dealStage(value)).toBeUndefined();
    }
  });

  it('lists the ten groups in order with their labels, entry value first, and their place', () => {
    expect(dealGroups.map((g) => [g.id, g.label, g.step, g.progress, g.entry])).toEqual([
      ['deal-initiated', 'Deal Initiated', 1, 10, 'inquiry-submitted'],
      ['initial-spa', 'Initial SPA', 2, 20, 'fco-tc-accepted'],
      ['proof-documents', 'Proof Documents', 3, 30, 'proof-docs-uploaded'],
      ['verification', 'Verification', 4, 40, 'information-exchange'],
      ['final-spa', 'Final SPA', 5, 50, 'final-spa-uploaded'],
      ['icpo', 'ICPO', 6, 60, 'icpo-uploaded'],
      ['commercial-invoice', 'Commercial Invoice', 7, 70, 'invoice-uploaded'],
      ['payment', 'Payment', 8, 80, 'payment-proof-issued'],
      ['title-transfer', 'Title Transfer', 9, 90, 'product-transferred'],
      ['closing', 'Closing', 10, 100, 'deal-closed'],
    ]);
    expect(dealGroupIds).toEqual(dealGroups.map((g) => g.id));
    expect(dealGroups.flatMap((g) => g.stages)).toEqual(dealStageValues);
    expect(dealStages.filter((s) => s.entry).map((s) => s.value)).toEqual(dealGroups.map((g) => g.entry));
    expect(groupIndex('icpo')).toBe(5);
    expect(groupIndex(null)).toBe(-1);
  });

  it('hides the B/S markers on the first, fourth and last group rows only', () => {
    expect(dealGroups.filter((g) => !g.showsPartyMarkers).map((g) => g.step)).toEqual([1, 4, 10]);
  });

  it('names an exit sentence and each side’s task for every group', () => {
    for (const group of dealGroups) {
      expect(group.exit).toMatch(/^[A-Z].*\.$/);
      for (const task of Object.values(group.tasks)) expect(task).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('says who acts at each value (the pass-through values and the closed deal: nobody)', () => {
    const acting = Object.fromEntries(dealStages.map((s) => [s.value, [...s.actingRoles].sort()]));
    expect(acting).toEqual({
      'inquiry-submitted': ['buyer'],
      'fco-tc-accepted': ['seller'],
      'sanitized-spa-submitted': ['admin', 'buyer', 'seller'],
      'sanitized-spa-accepted': [],
      'proof-docs-uploaded': ['admin', 'buyer', 'seller'],
      'proof-docs-confirmed': [],
      'information-exchange': ['admin'],
      'final-spa-uploaded': ['admin', 'buyer', 'seller'],
      'final-spa-countersigned': ['admin', 'buyer'],
      'icpo-uploaded': ['admin', 'buyer', 'seller'],
      'icpo-countersigned': ['admin', 'seller'],
      'invoice-uploaded': ['admin', 'buyer', 'seller'],
      'invoice-countersigned': ['admin', 'buyer'],
      'payment-proof-issued': ['admin', 'buyer', 'seller'],
      'seller-payment-confirmed': ['admin', 'buyer'],
      'serval-payment-confirmed': ['buyer', 'seller'],
      'inspection-report-submitted': ['admin', 'buyer'],
      'product-transferred': ['buyer', 'seller'],
      'buyer-confirms-receipt': [],
      'deal-closed': [],
    });
  });
});

describe('documents', () => {
  it('gives each party document its uploader, group and the spec’s accepted files', () => {
    const rows = dealDocumentTypeIds.map((type) => {
      const d = dealDocumentTypes[type];
      return [type, d.uploadedBy, d.group, d.accepts.extensions.join(' ')];
    });
    expect(rows).toEqual([
      ['initial-spa', 'seller', 'initial-spa', 'pdf doc docx'],
      ['proof-documents', 'seller', 'proof-documents', 'pdf doc docx jpg jpeg png zip'],
      ['proof-of-funds', 'buyer', 'proof-documents', 'pdf doc docx jpg jpeg png'],
      ['final-spa', 'seller', 'final-spa', 'pdf doc docx'],
      ['final-spa-signed', 'buyer', 'final-spa', 'pdf doc docx'],
      ['icpo', 'buyer', 'icpo', 'pdf doc docx'],
      ['icpo-signed', 'seller', 'icpo', 'pdf doc docx'],
      ['commercial-invoice', 'seller', 'commercial-invoice', 'pdf doc docx'],
      ['seller-invoice-signed', 'buyer', 'commercial-invoice', 'pdf doc docx'],
      ['serval-invoice-signed', 'buyer', 'commercial-invoice', 'pdf doc docx'],
      ['payment-instructions', 'seller', 'payment', 'pdf doc docx txt'],
      ['seller-payment-confirmation', 'buyer', 'payment', 'pdf jpg jpeg png'],
      ['serval-payment-confirmation', 'buyer', 'payment', 'pdf jpg jpeg png'],
      ['inspection-report', 'buyer', 'payment', 'pdf doc docx jpg jpeg png zip'],
    ]);
    for (const type of dealDocumentTypeIds) expect(dealDocumentTypes[type].reviewedByPlatform).toBe(true);
  });

  it('pairs the extensions with their MIME types, once each', () => {
    expect(dealDocumentTypes['proof-documents'].accepts.mimeTypes).toEqual([
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/jpeg',
      'image/png',
      'application/zip',
    ]);
    expect(dealDocumentTypes['payment-instructions'].accepts.mimeTypes).toContain('text/plain');
    expect(acceptAttribute(dealDocumentTypes['serval-payment-confirmation'].accepts)).toBe(
      '.pdf,.jpg,.jpeg,.png',
    );
  });

  it('lists each group’s documents in the group the document belongs to', () => {
    for (const group of dealGroups) {
      for (const type of group.documents) expect(dealDocumentTypes[type].group).toBe(group.id);
    }
    expect(dealGroups.flatMap((g) => g.documents).sort()).toEqual([...dealDocumentTypeIds].sort());
  });

  it('generates the initial SPA template, the platform fee invoice, the platform payment instructions and the closing dossier', () => {
    expect(dealGroups.filter((g) => g.generates.length).map((g) => [g.id, g.generates])).toEqual([
      ['initial-spa', ['initial-spa-template']],
      ['commercial-invoice', ['serval-invoice']],
      ['payment', ['platform-payment-instructions']],
      ['closing', ['closing-dossier']],
    ]);
    for (const group of dealGroups) {
      for (const type of group.generates) expect(platformDocumentTypes[type].group).toBe(group.id);
    }
  });
});

describe('display rules', () => {
  it('puts a deal in Pending up to 20 %, Completed at 100 % and Ongoing in between', () => {
    expect([0, 10, 20, 21, 30, 90, 99, 100].map(dealColumnOf)).toEqual([
      'pending',
      'pending',
      'pending',
      'ongoing',
      'ongoing',
      'ongoing',
      'ongoing',
      'completed',
    ]);
  });

  it('colours the bar amber up to 20 %, blue below 100 %, green at 100 %', () => {
    expect([10, 20, 30, 90, 100].map(progressTone)).toEqual(['amber', 'amber', 'blue', 'blue', 'green']);
  });

  it('colours the status badge: completed green, cancelled red, otherwise blue', () => {
    expect(['closed', 'completed', 'cancelled', 'active', 'in progress', ''].map(dealStatusTone)).toEqual([
      'green',
      'green',
      'red',
      'blue',
      'blue',
      'blue',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { acceptedFormatsText, declaredFileType, typedFile, uploadProblem } from './upload-check';
import { dealFileAccepts } from '@portal/contracts/deal-stages';

const file = (name: string, type: string, size = 2048) => ({ name, type, size });

describe('the upload checks', () => {
  it('takes a PDF, DOC or DOCX for the default documents and nothing else', () => {
    expect(uploadProblem(file('spa.pdf', 'application/pdf'), 'initial-spa')).toBeNull();
    expect(uploadProblem(file('spa.doc', 'application/msword'), 'final-spa')).toBeNull();
    expect(uploadProblem(file('spa.png', 'image/png'), 'initial-spa')).toEqual({
      title: 'Invalid file type',
      description: 'Please upload a PDF, DOC or DOCX file.',
    });
    expect(uploadProblem(file('notes.txt', 'text/plain'), 'initial-spa')?.title).toBe('Invalid file type');
  });

  it("follows each document type's list (spec: payment instructions, proofs, confirmations, inspection report)", () => {
    expect(uploadProblem(file('pi.txt', 'text/plain'), 'payment-instructions')).toBeNull();
    expect(uploadProblem(file('proof.zip', 'application/zip'), 'proof-documents')).toBeNull();
    expect(uploadProblem(file('funds.jpg', 'image/jpeg'), 'proof-of-funds')).toBeNull();
    expect(uploadProblem(file('funds.zip', 'application/zip'), 'proof-of-funds')?.title).toBe(
      'Invalid file type',
    );
    expect(uploadProblem(file('paid.png', 'image/png'), 'seller-payment-confirmation')).toBeNull();
    expect(
      uploadProblem(
        file('paid.docx', declaredFileType({ name: 'paid.docx', type: '' })),
        'serval-payment-confirmation',
      )?.title,
    ).toBe('Invalid file type');
    expect(uploadProblem(file('report.zip', 'application/zip'), 'inspection-report')).toBeNull();
  });

  it('refuses a file whose type does not match its extension', () => {
    expect(uploadProblem(file('spa.pdf', 'image/png'), 'initial-spa')?.title).toBe('Invalid file type');
  });

  it('takes a Word file the browser gives no type for, typed from its extension', () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(declaredFileType({ name: 'SPA.DOCX', type: '' })).toBe(docx);
    expect(uploadProblem(file('SPA.DOCX', ''), 'final-spa')).toBeNull();
    expect(typedFile(new File(['x'], 'spa.docx')).type).toBe(docx);
  });

  it('allows at most 10 MB and no empty file', () => {
    expect(uploadProblem(file('spa.pdf', 'application/pdf', 10 * 1024 * 1024), 'initial-spa')).toBeNull();
    expect(uploadProblem(file('spa.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), 'initial-spa')).toEqual({
      title: 'File too large',
      description: 'Please upload a file smaller than 10MB.',
    });
    expect(uploadProblem(file('spa.pdf', 'application/pdf', 0), 'initial-spa')?.title).toBe('Empty file');
  });

  it('names the formats for the hint line', () => {
    expect(acceptedFormatsText(dealFileAccepts.buyerPaymentConfirmations)).toBe('PDF, JPG, JPEG or PNG');
  });
});

import { describe, expect, it } from 'vitest';
import { declaredFileType, marketFileMessages, marketFileProblem } from './market-file';

const pdf = 'application/pdf';
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('a marketplace document (FCO terms, product specifications)', () => {
  it('takes PDF and Word up to 10485760 bytes', () => {
    expect(marketFileProblem({ name: 'terms.pdf', type: pdf, size: 10485760 })).toBeNull();
    expect(marketFileProblem({ name: 'terms.doc', type: 'application/msword', size: 1 })).toBeNull();
    expect(marketFileProblem({ name: 'terms.docx', type: docx, size: 2048 })).toBeNull();
  });

  it("refuses other types with 'Invalid file type' and larger files with 'File too large'", () => {
    expect(marketFileProblem({ name: 'terms.png', type: 'image/png', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Please upload a PDF or Word document.',
    });
    expect(marketFileProblem({ name: 'terms.txt', type: '', size: 10 })).toBe(marketFileMessages.invalidType);
    expect(marketFileProblem({ name: 'terms.pdf', type: pdf, size: 10485761 })).toEqual({
      title: 'File too large',
      description: 'Please upload a file smaller than 10MB.',
    });
    expect(marketFileProblem({ name: 'terms.pdf', type: pdf, size: 0 })).toBe(marketFileMessages.empty);
  });

  it('declares a Word type from the extension when the browser gives none', () => {
    expect(declaredFileType({ name: 'Terms.DOCX', type: '' })).toBe(docx);
    expect(declaredFileType({ name: 'terms.doc', type: '' })).toBe('application/msword');
    expect(declaredFileType({ name: 'terms', type: '' })).toBe('');
    expect(declaredFileType({ name: 'terms.doc', type: pdf })).toBe(pdf);
    expect(marketFileProblem({ name: 'terms.docx', type: '', size: 100 })).toBeNull();
  });
});

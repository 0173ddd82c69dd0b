import { describe, expect, it } from 'vitest';
import { textPdf } from '../local/demo/pdf';

describe('demo PDF', () => {
  it('is a PDF whose cross-reference table points at each object', () => {
    const pdf = textPdf('Certificate (copy)', ['Northwind Energy Trading BV', 'back\\slash']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    // text operands are escaped, so the content stream stays well-formed
    expect(text).toContain('(Certificate \\(copy\\)) Tj');
    expect(text).toContain('(back\\\\slash) Tj');
  });
});

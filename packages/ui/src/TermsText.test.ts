import { describe, expect, it } from 'vitest';
import { termsBlocks } from './TermsText';

describe('termsBlocks', () => {
  it('reads "# " lines as headings and joins the lines between blank lines into paragraphs', () => {
    expect(
      termsBlocks('# 1. Scope\nFirst line\nsecond line\n\nNext paragraph\n# 2. Fees\r\nOne fee.'),
    ).toEqual([
      { kind: 'heading', text: '1. Scope' },
      { kind: 'paragraph', text: 'First line second line' },
      { kind: 'paragraph', text: 'Next paragraph' },
      { kind: 'heading', text: '2. Fees' },
      { kind: 'paragraph', text: 'One fee.' },
    ]);
  });

  it('keeps markup as text and drops empty input', () => {
    expect(termsBlocks('<b>bold</b>\n#not a heading')).toEqual([
      { kind: 'paragraph', text: '<b>bold</b> #not a heading' },
    ]);
    expect(termsBlocks('\n\n  \n')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name in RFC 5987 form', () => {
    expect(contentDisposition('attachment', '报告.pdf')).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`,
    );
    expect(contentDisposition('attachment', 'Zürich Q3.pdf')).toBe(
      `attachment; filename="Zurich Q3.pdf"; filename*=UTF-8''Z%C3%BCrich%20Q3.pdf`,
    );
    expect(contentDisposition('inline', 'tank.png')).toBe(
      `inline; filename="tank.png"; filename*=UTF-8''tank.png`,
    );
  });

  it('cannot be broken out of: quotes, backslashes, line breaks and RFC 5987 specials are encoded', () => {
    const value = contentDisposition('attachment', 'a"b\\c\r\nSet-Cookie: x=1;(it\'s)*.pdf');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toBe(
      `attachment; filename="a_b_cSet-Cookie: x=1;(it's)*.pdf"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x%3D1%3B%28it%27s%29%2A.pdf`,
    );
    expect(contentDisposition('attachment', '   ')).toBe(
      `attachment; filename="file"; filename*=UTF-8''file`,
    );
  });
});

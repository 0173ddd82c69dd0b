import type { MarketItem } from '@portal/contracts/marketplace';
import { describe, expect, it } from 'vitest';
import {
  INQUIRY_PRODUCT_KEY,
  inquirePath,
  storedInquiryProductId,
  storeInquiryProduct,
} from './inquiry-product';
import { declaredFileType, marketFileProblem } from './market-file';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('inquiryProduct in local storage', () => {
  it('stores the chosen item under the spec’s key and reads back only its id', () => {
    const storage = memoryStorage();
    storeInquiryProduct({ id: 'item-7', name: 'Gold Bullion' } as MarketItem, storage);
    expect(JSON.parse(storage.values.get(INQUIRY_PRODUCT_KEY)!)).toMatchObject({ id: 'item-7' });
    expect(INQUIRY_PRODUCT_KEY).toBe('inquiryProduct');
    expect(storedInquiryProductId(storage)).toBe('item-7');
  });

  it('ignores missing, garbled or id-less values', () => {
    expect(storedInquiryProductId(memoryStorage())).toBeUndefined();
    expect(storedInquiryProductId(memoryStorage({ inquiryProduct: 'not json' }))).toBeUndefined();
    expect(storedInquiryProductId(memoryStorage({ inquiryProduct: '{"name":"x"}' }))).toBeUndefined();
    expect(storedInquiryProductId(memoryStorage({ inquiryProduct: '{"id":"a/b"}' }))).toBeUndefined();
    expect(storedInquiryProductId(memoryStorage({ inquiryProduct: '[1]' }))).toBeUndefined();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => storeInquiryProduct({ id: 'x' } as MarketItem, broken)).not.toThrow();
    expect(storedInquiryProductId(broken)).toBeUndefined();
  });

  it('sends each side to its own Inquire page', () => {
    expect(inquirePath('buyer', 'abc')).toBe('/marketplace/buyer/inquire?id=abc');
    expect(inquirePath('seller', 'abc')).toBe('/marketplace/seller/inquire?id=abc');
  });
});

describe('marketplace documents', () => {
  const pdf = { name: 'spec.pdf', type: 'application/pdf', size: 2048 };

  it('takes PDF and Word up to 10485760 bytes', () => {
    expect(marketFileProblem(pdf)).toBeNull();
    expect(marketFileProblem({ ...pdf, size: 10485760 })).toBeNull();
    expect(marketFileProblem({ name: 'terms.docx', type: '', size: 10 })).toBeNull();
    expect(declaredFileType({ name: 'terms.DOC', type: '' })).toBe('application/msword');
  });

  it("refuses other types ('Invalid file type') and larger files ('File too large')", () => {
    expect(marketFileProblem({ name: 'a.png', type: 'image/png', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Please upload a PDF or Word document.',
    });
    expect(marketFileProblem({ ...pdf, size: 10485761 })).toEqual({
      title: 'File too large',
      description: 'Please upload a file smaller than 10MB.',
    });
    expect(marketFileProblem({ ...pdf, size: 0 })?.title).toBe('Empty file');
  });
});

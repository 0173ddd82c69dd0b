import { describe, expect, it } from 'vitest';
import { shortId } from './documents';

describe('the Documents tab', () => {
  it('cuts an uploader id to its first 8 characters', () => {
    expect(shortId('3f9c2a71-8e44-4b0e-9d61-0a1b2c3d4e5f')).toBe('3f9c2a71');
    expect(shortId('abc')).toBe('abc');
  });
});

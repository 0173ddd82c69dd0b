import { describe, expect, it } from 'vitest';
import { checkFile } from './upload';

describe('checkFile', () => {
  it('accepts allowed types up to 10 MB', () => {
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
  });
  it('refuses empty, oversized and unknown files with a reason', () => {
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('The file is empty');
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'The file is larger than 10 MB',
    );
    expect(checkFile({ name: 'a.exe', type: 'application/x-msdownload', size: 10 })).toMatch(/not accepted/);
    expect(checkFile({ name: 'a', type: '', size: 10 })).toMatch(/unknown/);
  });
});

import { describe, expect, it } from 'vitest';
import { buildUploadForm } from './upload';

describe('buildUploadForm', () => {
  it('puts the policy fields first and the file last', () => {
    const form = buildUploadForm(
      { key: 'u/general/x.pdf', Policy: 'p', 'X-Amz-Signature': 's' },
      new Blob(['%PDF-1.4']),
      'x.pdf',
    );
    expect([...form.keys()]).toEqual(['key', 'Policy', 'X-Amz-Signature', 'file']);
    expect((form.get('file') as File).name).toBe('x.pdf');
  });
});

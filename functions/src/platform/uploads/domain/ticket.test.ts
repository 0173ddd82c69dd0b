import { describe, expect, it } from 'vitest';
import { isPreviewable } from './file-types';
import {
  assertAllowed,
  assertNotExpired,
  ticketState,
  ticketTaken,
  type UploadPurpose,
  type UploadTicketRecord,
} from './ticket';

const fcoTerms: UploadPurpose = {
  name: 'fco-terms',
  allowedTypes: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  maxBytes: 5 * 1024 * 1024,
};

describe('assertAllowed: what a purpose accepts before a ticket is issued', () => {
  it("returns the accepted type, refusing other types and sizes with the field's name", () => {
    expect(assertAllowed(fcoTerms, { type: 'application/pdf', size: 100 })).toBe('application/pdf');
    expect(() => assertAllowed(fcoTerms, { type: 'image/png', size: 100 })).toThrow(
      expect.objectContaining({ kind: 'invalid', field: 'file_type' }),
    );
    expect(() => assertAllowed(fcoTerms, { type: 'text/html', size: 100 })).toThrow(
      /text\/html are not accepted/,
    );
    expect(() => assertAllowed(fcoTerms, { type: 'application/pdf', size: 6 * 1024 * 1024 })).toThrow(
      expect.objectContaining({ field: 'size', message: 'The file is larger than 5 MB' }),
    );
    expect(() => assertAllowed(fcoTerms, { type: 'application/pdf', size: 0 })).toThrow(
      expect.objectContaining({ field: 'size' }),
    );
  });
});

describe('assertNotExpired', () => {
  const ticket = { expires_at: '2026-11-22T10:10:00.000Z' } as UploadTicketRecord;
  it('refuses a ticket past its expiry', () => {
    expect(() => assertNotExpired(ticket, new Date('2026-11-22T10:09:59Z'))).not.toThrow();
    expect(() => assertNotExpired(ticket, new Date('2026-11-22T10:10:01Z'))).toThrow(
      expect.objectContaining({ kind: 'invalid', field: 'upload_id' }),
    );
  });
});

describe('isPreviewable', () => {
  it('is true for raster images only', () => {
    expect(['image/png', 'image/jpeg', 'image/gif', 'image/webp'].every(isPreviewable)).toBe(true);
    expect(['application/pdf', 'text/plain', 'image/svg+xml', 'text/html'].some(isPreviewable)).toBe(false);
  });
});

describe('ticketState: one completion at a time holds a ticket', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('is open when never claimed or when the claim has run out', () => {
    expect(ticketState({}, now)).toBe('open');
    expect(ticketState({ claimed_until: '2026-03-01T11:59:59.999Z' }, now)).toBe('open');
  });
  it('is claimed while a completion holds it, and completed once recorded, whatever the claim', () => {
    expect(ticketState({ claimed_until: '2026-03-01T12:00:00.000Z' }, now)).toBe('claimed');
    expect(ticketState({ claimed_until: '2026-03-01T12:02:00.000Z' }, now)).toBe('claimed');
    expect(ticketState({ completed_at: '2026-03-01T11:00:00.000Z' }, now)).toBe('completed');
    expect(
      ticketState(
        { completed_at: '2026-03-01T11:00:00.000Z', claimed_until: '2026-03-01T12:02:00.000Z' },
        now,
      ),
    ).toBe('completed');
  });
  it('answers a taken ticket with 409 saying why', () => {
    expect(ticketTaken('completed')).toMatchObject({
      kind: 'conflict',
      message: 'This upload was already completed.',
    });
    expect(ticketTaken('claimed')).toMatchObject({
      kind: 'conflict',
      message: expect.stringMatching(/already being completed/),
    });
  });
});

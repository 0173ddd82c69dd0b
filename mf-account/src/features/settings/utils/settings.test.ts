import { describe, expect, it } from 'vitest';
import { canConfirmDelete, normalizeTotpCode, preferenceLabels } from './settings';

describe('settings helpers', () => {
  it('needs DELETE typed exactly', () => {
    expect(canConfirmDelete('DELETE')).toBe(true);
    expect(canConfirmDelete(' DELETE ')).toBe(true);
    expect(canConfirmDelete('delete')).toBe(false);
    expect(canConfirmDelete('')).toBe(false);
  });
  it('normalizes six-digit TOTP codes', () => {
    expect(normalizeTotpCode('123 456')).toBe('123456');
    expect(normalizeTotpCode('12345')).toBeNull();
    expect(normalizeTotpCode('abcdef')).toBeNull();
  });
  it('labels the five preferences', () => {
    expect(Object.keys(preferenceLabels)).toEqual([
      'registration_updates',
      'deal_updates',
      'inquiry_messages',
      'marketing',
      'daily_digest',
    ]);
    expect(preferenceLabels.daily_digest).toEqual({
      label: 'Daily digest',
      description: 'One e-mail each morning listing the notifications you were not e-mailed',
    });
  });
});

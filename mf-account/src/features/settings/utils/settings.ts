import type { NotificationPreferences } from '@portal/contracts/account';

export const preferenceLabels: Record<keyof NotificationPreferences, { label: string; description: string }> =
  {
    registration_updates: {
      label: 'Registration updates',
      description: 'When a registration is approved or rejected.',
    },
    deal_updates: {
      label: 'Deal updates',
      description: 'When a deal you take part in moves to a new stage.',
    },
    inquiry_messages: {
      label: 'Inquiry messages',
      description: 'When someone sends you an inquiry or answers one.',
    },
    marketing: { label: 'Product news', description: 'Occasional news about the platform.' },
    daily_digest: {
      label: 'Daily digest',
      description: 'One e-mail each morning listing the notifications you were not e-mailed',
    },
  };

export const DELETE_CONFIRMATION = 'DELETE';

/** The Delete Account button is enabled only once the user typed DELETE exactly. */
export function canConfirmDelete(typed: string): boolean {
  return typed.trim() === DELETE_CONFIRMATION;
}

/** A TOTP code is six digits (spaces allowed while typing). */
export function normalizeTotpCode(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  return /^[0-9]{6}$/.test(digits) ? digits : null;
}

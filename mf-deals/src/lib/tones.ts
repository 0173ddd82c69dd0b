import type { Tone } from '@portal/contracts/deal-stages';
import type { BadgeTone } from '@portal/ui/Badge';
import type { ProgressTone } from '@portal/ui/ProgressBar';

/** The stage table's colour words as the portal's badge tones (amber is the theme's warning colour). */
export const badgeTone: Record<Tone, BadgeTone> = {
  amber: 'warning',
  blue: 'info',
  green: 'success',
  red: 'danger',
};

/** The progress bar's fill for a deal's progress: amber up to 20 %, blue below 100 %, green at 100 %. */
export const progressBarTone: Record<Exclude<Tone, 'red'>, ProgressTone> = {
  amber: 'warning',
  blue: 'primary',
  green: 'success',
};

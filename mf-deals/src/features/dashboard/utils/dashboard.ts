import type { BadgeTone } from '@portal/ui/Badge';

/** Activity status colours (spec): Completed green, Pending yellow, anything else red. */
export function activityTone(status: string): BadgeTone {
  if (status === 'Completed') return 'success';
  if (status === 'Pending') return 'warning';
  return 'danger';
}

/** '3 of 10 used this month' and what remains. */
export function inquiryUsageText(used: number, limit: number): { used: string; remaining: string } {
  const remaining = Math.max(0, limit - used);
  return {
    used: `${used} of ${limit} used this month`,
    remaining: remaining === 1 ? '1 inquiry remaining' : `${remaining} inquiries remaining`,
  };
}

/** Storage used as a whole percentage of the quota, clamped to 0..100 (spec: floored). */
export function storagePercent(usedBytes: number, quotaBytes: number): number {
  if (quotaBytes <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((usedBytes / quotaBytes) * 100)));
}

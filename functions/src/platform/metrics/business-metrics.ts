/**
 * The business acts operations count (CloudWatch metrics in the cloud): the port the use-cases call.
 * It holds no AWS code, so a use-case stays testable and the domain pure; the Powertools adapter
 * (./powertools-metrics.ts) plugs itself in when a handler loads it, and a unit test plugs in a
 * recorder with `useMetricsSink`. Each name is a CloudWatch metric of the unit Count.
 */
export const businessMetricNames = {
  registrationSubmitted: 'RegistrationsSubmitted',
  registrationApproved: 'RegistrationsApproved',
  itemListed: 'ItemsListed',
  inquirySent: 'InquiriesSent',
  offerCountered: 'OffersCountered',
  dealOpened: 'DealsOpened',
  dealClosed: 'DealsClosed',
  documentReviewed: 'DocumentsReviewed',
  emailSent: 'EmailsSent',
  emailFailed: 'EmailsFailed',
} as const;

export type BusinessMetric = keyof typeof businessMetricNames;
export type BusinessMetricName = (typeof businessMetricNames)[BusinessMetric];

/** Where counts go: the Powertools buffer in a Lambda, a recorder in a test. */
export interface MetricsSink {
  add(name: BusinessMetricName, count: number): void;
}

// Until a handler plugs in the adapter (a use-case run from a script or a test), counts go nowhere.
let sink: MetricsSink = { add: () => undefined };

/**
 * Counts one business act (or `count` of them) that has happened: call it after the write that makes
 * it true has succeeded, never before, so a refused or failed request counts nothing.
 */
export function countBusinessAct(metric: BusinessMetric, count = 1): void {
  if (count <= 0) return;
  try {
    sink.add(businessMetricNames[metric], count);
  } catch {
    // a count is never worth failing the act it counts
  }
}

/** Routes the counts to `next`; answers the function that puts the previous sink back. */
export function useMetricsSink(next: MetricsSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

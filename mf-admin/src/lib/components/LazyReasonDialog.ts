import { lazy } from 'react';

/** The kit's reason dialog in a chunk of its own: a list screen loads it when a row asks for a reason. */
export const LazyReasonDialog = lazy(() =>
  import('@portal/ui/ReasonDialog').then((m) => ({ default: m.ReasonDialog })),
);

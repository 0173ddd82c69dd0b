import * as z from 'zod/mini';

/**
 * The per-environment runtime configuration the shell fetches at boot (`/runtime-config.json`):
 * where the API is, the Cognito pool, and the remotes manifest. Built once, configured per environment.
 * zod/mini: the shell validates it on every page load, and the full zod build is ~20 KB gzip of first load.
 */
export const runtimeConfigSchema = z.strictObject({
  environment: z.string(),
  apiUrl: z.url(),
  cognito: z.object({
    userPoolId: z.string(),
    userPoolClientId: z.string(),
    /** Set only for cognito-local; real Cognito derives its endpoint from the pool id. */
    endpoint: z.optional(z.url()),
    /** Present only when a Google identity provider is configured for the pool. */
    googleOAuthDomain: z.optional(z.string()),
  }),
  /** Remote name -> URL of its mf-manifest.json */
  remotes: z.record(z.string(), z.url()),
  /**
   * Where the browser reports its errors (a remote that fails to load, an unhandled error or
   * rejection): CloudWatch RUM in the cloud; locally the API's `POST /client-errors`, which logs them.
   * Absent: errors are only written to the browser console.
   */
  errorReporting: z.optional(
    z.union([
      z.strictObject({ kind: z.literal('endpoint'), url: z.url() }),
      z.strictObject({
        kind: z.literal('rum'),
        appMonitorId: z.string(),
        region: z.string(),
        /** The app monitor's name, also its version label in the RUM console. */
        appMonitorName: z.string(),
      }),
    ]),
  ),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

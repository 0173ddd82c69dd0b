import { z } from 'zod';

/**
 * The per-environment runtime configuration the shell fetches at boot (`/runtime-config.json`):
 * where the API is, the Cognito pool, and the remotes manifest. Built once, configured per environment.
 */
export const runtimeConfigSchema = z
  .object({
    environment: z.string(),
    apiUrl: z.string().url(),
    cognito: z.object({
      userPoolId: z.string(),
      userPoolClientId: z.string(),
      /** Set only for cognito-local; real Cognito derives its endpoint from the pool id. */
      endpoint: z.string().url().optional(),
      /** Present only when a Google identity provider is configured for the pool. */
      googleOAuthDomain: z.string().optional(),
    }),
    /** Remote name -> URL of its mf-manifest.json */
    remotes: z.record(z.string(), z.string().url()),
  })
  .strict();

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

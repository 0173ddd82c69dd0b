import { z } from 'zod';
import { MAX_TERMS_LENGTH } from './terms';

/** Every error the API returns: a message for people, the offending field when one is to blame. */
export const errorResponseSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** POST /contact (the shell's Contact Us dialog). */
export const contactRequestSchema = z
  .object({
    email: z.email('Please enter a valid email address').max(254),
    message: z.string().trim().min(1, 'Please fill out all fields').max(5000),
  })
  .strict();
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ id: z.string(), created_at: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/**
 * POST /client-errors: what the browser reports of an error a person may have seen (the web client's
 * reporter, where the runtime config names this endpoint rather than CloudWatch RUM).
 */
export const clientErrorKinds = ['error', 'unhandledrejection', 'remote-load'] as const;
export const clientErrorReportSchema = z
  .object({
    kind: z.enum(clientErrorKinds),
    message: z.string().trim().min(1).max(2000),
    /** The page's path when it happened (no query: it may hold search terms). */
    page: z.string().max(2000),
    /** The script and line, or the remote that failed to load. */
    source: z.string().max(2000).optional(),
    stack: z.string().max(8000).optional(),
    /** The request id of the failed API call behind the error, if one was. */
    requestId: z.string().max(64).optional(),
  })
  .strict();
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
export const clientErrorReceiptSchema = z.object({ logged: z.literal(true) });

/** The admin System Status card's indicator values ('unknown' is what a client shows before a check). */
export const healthStateSchema = z.enum(['operational', 'degraded', 'down']);
export type HealthState = z.infer<typeof healthStateSchema>;

export const healthCheckSchema = z.object({
  status: healthStateSchema,
  latency_ms: z.number(),
  detail: z.string().optional(),
});

/** GET /health */
export const healthResponseSchema = z.object({
  status: healthStateSchema,
  checked_at: z.string(),
  checks: z.object({ api: healthCheckSchema, database: healthCheckSchema, auth: healthCheckSchema }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /terms: the terms of use in force, which a sign-up accepts. Each publication is a new version;
 * `published_at` is absent for the platform's first text, which holds until an admin publishes one.
 */
export const termsOfUseSchema = z.object({
  version: z.number().int().min(1),
  text: z.string(),
  published_at: z.string().optional(),
});
export type TermsOfUse = z.infer<typeof termsOfUseSchema>;

/**
 * PUT /admin/terms: publishes a new version. `version` is the one the admin read: if another admin
 * published since, the server refuses (409) rather than silently replacing text nobody reviewed.
 */
export const termsOfUseUpdateSchema = z
  .object({
    version: z.number().int().min(1).max(1_000_000),
    text: z
      .string()
      .trim()
      .min(1, 'Enter the terms of use')
      .max(
        MAX_TERMS_LENGTH,
        `The terms of use may have at most ${MAX_TERMS_LENGTH.toLocaleString('en-US')} characters`,
      ),
  })
  .strict();
export type TermsOfUseUpdate = z.infer<typeof termsOfUseUpdateSchema>;

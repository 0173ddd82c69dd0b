import { z } from 'zod';

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

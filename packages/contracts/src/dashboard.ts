import { z } from 'zod';

/**
 * GET /dashboard: the figures of the Dashboard's cards for the caller. Deal counts use the deal
 * columns of the stage table (pending <= 20 %, ongoing above 20 and below 100, completed 100; a
 * cancelled deal is in none of them); the rating is the caller's effective rating with the number of
 * reviews behind it; the inquiries are this UTC month's use of the monthly limit and the offers
 * awaiting the caller's answer.
 */
export const dashboardSchema = z.object({
  deals: z.object({
    pending: z.number().int(),
    ongoing: z.number().int(),
    completed: z.number().int(),
    total: z.number().int(),
  }),
  rating: z.object({ value: z.number(), review_count: z.number().int() }),
  inquiries: z.object({
    month: z.string(),
    used: z.number().int(),
    limit: z.number().int(),
    remaining: z.number().int(),
    /** Open negotiations whose latest offer awaits the caller's answer, and when the soonest runs out. */
    awaiting: z.number().int(),
    awaiting_soonest: z.string().nullable(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** How an activity row is coloured: Completed green, Pending yellow, anything else red (spec). */
export const activityStatuses = ['Completed', 'Pending', 'Rejected', 'Declined', 'Cancelled'] as const;
export const activityStatusSchema = z.enum(activityStatuses);
export type ActivityStatus = z.infer<typeof activityStatusSchema>;

/** One of the caller's own actions (My Recent Activities). */
export const activitySchema = z.object({
  id: z.string(),
  action: z.string(),
  status: activityStatusSchema,
  at: z.string(),
  document_name: z.string().nullable(),
  link: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityPageSize = 5;

/** GET /activities?q=&cursor=: newest first, `activityPageSize` per page; `q` matches action or document. */
export const activityQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'at most 100 characters').optional(),
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,400}$/, 'not a cursor')
      .optional(),
  })
  .strict();

export const activityListSchema = z.object({
  activities: z.array(activitySchema),
  next_cursor: z.string().nullable(),
});
export type ActivityList = z.infer<typeof activityListSchema>;

import { z } from 'zod';

/** One in-app notification of the signed-in user (the bell and the Dashboard's Notifications card). */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** The portal route it opens, e.g. `/deal/<id>`. */
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

/** The unread count stops here: the UI shows '99+' above 99. */
export const unreadCountCap = 100;

/** GET /notifications: a page of the caller's notifications, newest first. */
export const notificationListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(20),
    /** Opaque: the `next_cursor` of the previous page. */
    cursor: z.string().min(1).max(200).optional(),
  })
  .strict();
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Unread notifications, at most {@link unreadCountCap}. */
  unread_count: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** POST /notifications/{id}/read */
export const notificationReadResponseSchema = z.object({ notification: notificationSchema });
export type NotificationReadResponse = z.infer<typeof notificationReadResponseSchema>;

/** POST /notifications/read-all: how many were unread and are now read. */
export const notificationsReadAllResponseSchema = z.object({ updated: z.number().int() });
export type NotificationsReadAllResponse = z.infer<typeof notificationsReadAllResponseSchema>;

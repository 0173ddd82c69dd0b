import { z } from 'zod';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
} from '../notifications';
import { defineContract } from './contract';

const notificationParams = z.object({ id: z.string().trim().min(1).max(100) }).strict();

/**
 * The notification centre's routes, of the platform domain, in a module of their own: the bell is on
 * every page of the shell, which imports only these schemas at boot (see ./platform.ts).
 */
export const notificationContracts = {
  listNotifications: defineContract({
    method: 'GET',
    path: '/notifications',
    query: notificationListQuerySchema,
    response: notificationListResponseSchema,
  }),
  readNotification: defineContract({
    method: 'POST',
    path: '/notifications/{id}/read',
    idempotent: true,
    params: notificationParams,
    response: notificationReadResponseSchema,
  }),
  readAllNotifications: defineContract({
    method: 'POST',
    path: '/notifications/read-all',
    idempotent: true,
    response: notificationsReadAllResponseSchema,
  }),
};

import { z } from 'zod';
import { activityListSchema, activityQuerySchema } from '../dashboard';
import { meResponseSchema } from '../me';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
} from '../notifications';
import { contactRequestSchema, contactResponseSchema, healthResponseSchema } from '../platform';
import { defineContract } from './contract';

const notificationParams = z.object({ id: z.string().trim().min(1).max(100) }).strict();

/** The platform's routes: who am I, is the platform up, Contact Us, notifications, the API's description. */
export const platformContracts = {
  getMe: defineContract({ method: 'GET', path: '/me', response: meResponseSchema }),
  getHealth: defineContract({ method: 'GET', path: '/health', response: healthResponseSchema }),
  postContact: defineContract({
    method: 'POST',
    path: '/contact',
    status: 201,
    idempotent: true,
    body: contactRequestSchema,
    response: contactResponseSchema,
  }),
  listActivities: defineContract({
    method: 'GET',
    path: '/activities',
    query: activityQuerySchema,
    response: activityListSchema,
  }),
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
  getOpenApi: defineContract({
    method: 'GET',
    path: '/openapi.json',
    response: z.record(z.string(), z.unknown()),
  }),
};

import {
  notificationListSchema,
  notificationReadInputSchema,
  notificationReadResultSchema,
} from '@libatlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { authOf, requireUser } from '../plugins/auth';
import { listNotifications, markNotificationsRead } from '../services/notifications';
import { bearerAuth, errorResponses } from '../http/shared';

/** The signed-in user's notifications about their suggestions: read them, mark them read. */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Your unread count and latest notifications, newest first',
        description:
          'One for each of your suggestions approved, rejected, applied (with the fields) or commented on by someone else; at most 50.',
        security: bearerAuth,
        response: { 200: notificationListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listNotifications(db, authOf(request).user.id),
  );

  app.post(
    '/api/notifications/read',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Mark your notifications read (those in `ids`, or all)',
        security: bearerAuth,
        body: notificationReadInputSchema,
        response: { 200: notificationReadResultSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => markNotificationsRead(db, authOf(request).user.id, request.body),
  );
};

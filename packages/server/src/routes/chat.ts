import { chatRequestSchema, chatResponseSchema } from '@libatlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { requireRole } from '../plugins/auth';
import { chat } from '../services/chat';
import { bearerAuth, errorResponses } from './shared';

/** Ask Library: premium and admin users only. */
export const chatRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/chat',
    {
      onRequest: requireRole('premium', 'admin'),
      schema: {
        tags: ['chat'],
        summary: "Ask about the directory's libraries, countries and regions, in English or Arabic",
        security: bearerAuth,
        body: chatRequestSchema,
        response: { 200: chatResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => chat(db, request.body),
  );
};

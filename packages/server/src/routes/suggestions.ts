import {
  commentCreateSchema,
  commentSchema,
  suggestionCreateSchema,
  suggestionSchema,
  suggestionStatusUpdateSchema,
} from '@libatlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { authOf, requireRole, requireUser } from '../plugins/auth';
import {
  addComment,
  createSuggestion,
  listSuggestions,
  toggleVote,
  updateSuggestionStatus,
} from '../services/suggestions';
import { bearerAuth, errorResponses, idParamsSchema } from './shared';

/** Suggestions: everyone reads; signed-in users post, vote (toggle) and comment; admins approve or reject. */
export const suggestionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['suggestions'];

  app.get(
    '/api/suggestions',
    {
      schema: {
        tags,
        summary: 'All suggestions, newest first',
        response: { 200: z.array(suggestionSchema) },
      },
    },
    async () => listSuggestions(db),
  );

  app.post(
    '/api/suggestions',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Submit a suggestion',
        security: bearerAuth,
        body: suggestionCreateSchema,
        response: { 201: suggestionSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSuggestion(db, authOf(request), request.body)),
  );

  app.post(
    '/api/suggestions/:id/vote',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Toggle the caller's vote; answers the updated suggestion",
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: suggestionSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => toggleVote(db, authOf(request), request.params.id),
  );

  app.post(
    '/api/suggestions/:id/comments',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Comment on a suggestion; answers the new comment',
        security: bearerAuth,
        params: idParamsSchema,
        body: commentCreateSchema,
        response: { 201: commentSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addComment(db, authOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/api/suggestions/:id/status',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Approve or reject a pending suggestion (admin)',
        security: bearerAuth,
        params: idParamsSchema,
        body: suggestionStatusUpdateSchema,
        response: { 200: suggestionSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => updateSuggestionStatus(db, request.params.id, request.body),
  );
};

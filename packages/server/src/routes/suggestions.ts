import {
  commentCreateSchema,
  commentSchema,
  errorBodySchema,
  libraryConflictBodySchema,
  libraryProposalInputSchema,
  proposalApplyInputSchema,
  proposalApplyResultSchema,
  suggestionCreateSchema,
  suggestionListQuerySchema,
  suggestionSchema,
  suggestionStatusUpdateSchema,
} from '@libatlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { authOf, requireRole, requireUser } from '../plugins/auth';
import { applyProposal, correctProposal } from '../services/libraryProposals';
import {
  addComment,
  createSuggestion,
  getSuggestion,
  listSuggestions,
  toggleVote,
  updateSuggestionStatus,
  withdrawSuggestion,
} from '../services/suggestions';
import { bearerAuth, errorResponses, idParamsSchema, idResponseSchema } from '../http/shared';

/**
 * Suggestions: everyone reads (the board's order, search and filters, or one by id); signed-in
 * users post, vote (toggle) and comment, and withdraw or correct their own pending ones; admins
 * approve or reject, and apply proposed edits to the library.
 */
export const suggestionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['suggestions'];

  app.get(
    '/api/suggestions',
    {
      schema: {
        tags,
        summary: 'All suggestions, newest first; or ordered, searched and filtered',
        description:
          'Without a query, every suggestion newest first (spec §7). `sort` votes or comments orders by that count; `q` searches the content in `lang` (en or ar; both when absent); `library`, `type` and `status` filter.',
        querystring: suggestionListQuerySchema,
        response: { 200: z.array(suggestionSchema), ...errorResponses(400) },
      },
    },
    async (request) => listSuggestions(db, request.query),
  );

  app.get(
    '/api/suggestions/:id',
    {
      schema: {
        tags,
        summary: 'One suggestion',
        params: idParamsSchema,
        response: { 200: suggestionSchema, ...errorResponses(404) },
      },
    },
    async (request) => getSuggestion(db, request.params.id),
  );

  app.delete(
    '/api/suggestions/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Withdraw one of your own pending suggestions',
        description:
          'Only the author, and only while it is pending (403 for anyone else, 409 once reviewed).',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: idResponseSchema, ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (request) => withdrawSuggestion(db, authOf(request), request.params.id),
  );

  app.put(
    '/api/suggestions/:id/proposal',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Correct your own pending proposed edit',
        description:
          'The same body as POST /api/libraries/{id}/proposals; the proposal is read afresh against the library as it stands. Only the author, only while pending.',
        security: bearerAuth,
        params: idParamsSchema,
        body: libraryProposalInputSchema,
        response: { 200: suggestionSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => correctProposal(db, authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/suggestions/:id/apply',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Apply a pending proposed edit to its library, wholly or in part (admin)',
        description:
          "Writes the chosen fields (all when `fields` is absent) in one transaction, records the change in the library's history, approves the suggestion and tells its author. When the library changed since the proposal in a chosen field, 409 `libraryConflict` with `current` (the library as it stands) and `conflicts` (the fields), and nothing is written; 409 `suggestionNotPending` once reviewed, `notAProposal` for a suggestion without a proposed edit.",
        security: bearerAuth,
        params: idParamsSchema,
        body: proposalApplyInputSchema,
        response: {
          200: proposalApplyResultSchema,
          ...errorResponses(400, 401, 403, 404, 429),
          409: z.union([libraryConflictBodySchema, errorBodySchema]),
        },
      },
    },
    async (request) => applyProposal(db, authOf(request), request.params.id, request.body),
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
        summary: 'Approve or reject a pending suggestion (admin); its author is told',
        security: bearerAuth,
        params: idParamsSchema,
        body: suggestionStatusUpdateSchema,
        response: { 200: suggestionSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => updateSuggestionStatus(db, authOf(request), request.params.id, request.body),
  );
};

import {
  errorBodySchema,
  libraryChangeSchema,
  libraryConflictBodySchema,
  libraryHistorySummarySchema,
  libraryProposalInputSchema,
  libraryRevertResultSchema,
  suggestionSchema,
} from '@libatlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { authOf, requireRole, requireUser } from '../plugins/auth';
import {
  libraryHistorySummary,
  listLibraryHistory,
  revertLibraryChange,
} from '../services/libraryHistory';
import { createProposal } from '../services/libraryProposals';
import { bearerAuth, errorResponses, idParamsSchema } from '../http/shared';

const changeParamsSchema = idParamsSchema.extend({ changeId: z.string().min(1).max(200) });

/**
 * A library's proposed edits and history: signed-in readers propose an edit; everyone reads when
 * it last changed and how many readers improved it; admins read the whole history and revert a
 * change.
 */
export const libraryEditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['library edits'];

  app.post(
    '/api/libraries/:id/proposals',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Propose an edit to a library ("Suggest an edit")',
        description:
          '`changes` holds the proposed values of any of lib_name, address, operatingHours, contact.phone, contact.email, website, languages and location (a value equal to the current one is dropped; 400 `validation.noChanges` when nothing is left, `Required` for a known contact emptied); `source` is the URL that shows them. Answers the new pending suggestion (type improvement, linked to the library, its content a summary in both languages, `proposal` the fields old → new).',
        security: bearerAuth,
        params: idParamsSchema,
        body: libraryProposalInputSchema,
        response: { 201: suggestionSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createProposal(db, authOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/libraries/:id/history',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: "A library's history, newest first (admin)",
        description:
          'Every change: created, seeded, edited by an admin, a proposal applied, a change reverted; who, when, each field old → new, the suggestion it came from, and the revert that undid it.',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: z.array(libraryChangeSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listLibraryHistory(db, request.params.id),
  );

  app.get(
    '/api/libraries/:id/history/summary',
    {
      schema: {
        tags,
        summary: 'When a library last changed, and how many readers improved it',
        params: idParamsSchema,
        response: { 200: libraryHistorySummarySchema, ...errorResponses(404) },
      },
    },
    async (request) => libraryHistorySummary(db, request.params.id),
  );

  app.post(
    '/api/libraries/:id/history/:changeId/revert',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Revert a change of a library (admin)',
        description:
          'Puts back the values the change replaced, recorded as a change of its own. 409 `libraryConflict` (with `current` and `conflicts`) when one of its fields changed again since; 409 `changeNotRevertible` for a creation, a seed, or a change already reverted.',
        security: bearerAuth,
        params: changeParamsSchema,
        response: {
          200: libraryRevertResultSchema,
          ...errorResponses(401, 403, 404, 429),
          409: z.union([libraryConflictBodySchema, errorBodySchema]),
        },
      },
    },
    async (request) =>
      revertLibraryChange(db, authOf(request), request.params.id, request.params.changeId),
  );
};

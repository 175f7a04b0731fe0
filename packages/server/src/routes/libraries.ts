import { libraryInputSchema, librarySchema, libraryUpdateInputSchema } from '@libatlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireRole } from '../plugins/auth';
import {
  createLibrary,
  deleteLibrary,
  getLibrary,
  listLibraries,
  updateLibrary,
} from '../services/libraries';
import { bearerAuth, errorResponses, idParamsSchema, idResponseSchema } from './shared';

/** Libraries: everyone reads; admins create (201), update (200) and delete (200). */
export const libraryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['libraries'];
  const admin = requireRole('admin');

  app.get(
    '/api/libraries',
    { schema: { tags, summary: 'All libraries', response: { 200: z.array(librarySchema) } } },
    async () => listLibraries(db),
  );

  app.get(
    '/api/libraries/:id',
    {
      schema: {
        tags,
        summary: 'One library',
        params: idParamsSchema,
        response: { 200: librarySchema, ...errorResponses(404) },
      },
    },
    async (request) => getLibrary(db, request.params.id),
  );

  app.post(
    '/api/libraries',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Create a library (admin)',
        security: bearerAuth,
        body: libraryInputSchema,
        response: { 201: librarySchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await createLibrary(db, request.body)),
  );

  app.put(
    '/api/libraries/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Replace a library (admin)',
        description:
          'Phone and email may stay empty only where the record has none yet; a known contact cannot be emptied (400).',
        security: bearerAuth,
        params: idParamsSchema,
        body: libraryUpdateInputSchema,
        response: { 200: librarySchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => updateLibrary(db, request.params.id, request.body),
  );

  app.delete(
    '/api/libraries/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a library (admin)',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: idResponseSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => deleteLibrary(db, request.params.id),
  );
};

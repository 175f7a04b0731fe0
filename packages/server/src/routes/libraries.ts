import {
  errorBodySchema,
  libraryInputSchema,
  librarySchema,
  libraryUpdateInputSchema,
  libraryVersionConflictBodySchema,
} from '@libatlas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { NotFoundError } from '../errors/HttpError';
import { authOf, requireRole } from '../plugins/auth';
import { createLibrary, deleteLibrary, updateLibrary } from '../services/libraries';
import type { LibraryReadCache } from '../cache/LibraryReadCache';
import { survivingLibraryId } from '../services/survivingLibraryId';
import { sendPrecompressed } from '../http/sendPrecompressed';
import { bearerAuth, errorResponses, idParamsSchema, idResponseSchema } from '../http/shared';

const mergeQuerySchema = z.object({
  mergedInto: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('The id of the library this one was merged into'),
});

const CACHED_READ =
  'Answered from memory, Brotli or gzip as Accept-Encoding asks, with a strong ETag and ' +
  '`Cache-Control: no-cache`; `If-None-Match` with that ETag answers 304 until a library changes.';

/**
 * Libraries: everyone reads (from the read cache, which compresses its own answers); admins
 * create (201), update (200) and delete (200).
 */
export const libraryRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cache: LibraryReadCache;
}> = async (app, { db, cache }) => {
  const tags = ['libraries'];
  const admin = requireRole('admin');

  const list = async (request: FastifyRequest, reply: FastifyReply) =>
    sendPrecompressed(request, reply, await cache.list());
  // An id merged into another library moves there for good; one removed outright stays a 404.
  const one = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const { id } = request.params;
    try {
      return await sendPrecompressed(request, reply, await cache.one(id));
    } catch (error) {
      const survivor = error instanceof NotFoundError ? await survivingLibraryId(db, id) : null;
      if (survivor === null) throw error;
      return reply.redirect(`/api/libraries/${encodeURIComponent(survivor)}`, 301);
    }
  };

  // HEAD is declared (undocumented, as every HEAD) rather than derived from GET: Fastify's derived
  // HEAD adds `Content-Length: 0` to a 304, which RFC 9110 §8.6 forbids.
  app.get(
    '/api/libraries',
    {
      compress: false,
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'All libraries',
        description: CACHED_READ,
        response: { 200: z.array(librarySchema) },
      },
    },
    list,
  );
  app.head('/api/libraries', { compress: false, schema: { hide: true } }, list);

  app.get(
    '/api/libraries/:id',
    {
      compress: false,
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'One library',
        description: `${CACHED_READ} An id merged into another library answers \`301 Moved Permanently\` with the surviving record's address in \`Location\`; ids never change and are never reused.`,
        params: idParamsSchema,
        response: { 200: librarySchema, ...errorResponses(404) },
      },
    },
    one,
  );
  app.head(
    '/api/libraries/:id',
    { compress: false, schema: { hide: true, params: idParamsSchema } },
    one,
  );

  app.post(
    '/api/libraries',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Create a library (admin)',
        description:
          'An `id` already in use answers 409 `libraryIdTaken`; the id of a removed library 409 `libraryIdRemoved` ' +
          '(ids are never given to another library). Without an `id`, one is made from the English name.',
        security: bearerAuth,
        body: libraryInputSchema,
        response: { 201: librarySchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLibrary(db, authOf(request), request.body)),
  );

  app.put(
    '/api/libraries/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Replace a library (admin)',
        description:
          'Phone and email may stay empty only where the record has none yet; a known contact cannot be emptied (400). ' +
          'To not overwrite a change made meanwhile, name the version the edit was made from: `If-Match` with the ETag ' +
          'a GET gave, or `updatedAt` as the record had it; once that version is gone the answer is 409 ' +
          '`versionConflict` with the record as it stands (`current`), and nothing is written. Without either, the ' +
          'edit replaces the record as it is.',
        security: bearerAuth,
        params: idParamsSchema,
        body: libraryUpdateInputSchema,
        response: {
          200: librarySchema,
          409: z.union([libraryVersionConflictBodySchema, errorBodySchema]),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) =>
      updateLibrary(db, authOf(request), request.params.id, request.body, {
        ifMatch: request.headers['if-match'],
        updatedAt: request.body.updatedAt,
      }),
  );

  app.delete(
    '/api/libraries/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a library (admin)',
        description:
          'The removal is recorded (the change feed says it went) and the id is never given to another library. ' +
          'With `mergedInto`, the record was merged into that library (another one, which must exist: else 400, 404), ' +
          'and its id answers `301 Moved Permanently` towards it from then on.',
        security: bearerAuth,
        params: idParamsSchema,
        querystring: mergeQuerySchema,
        response: { 200: idResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      deleteLibrary(db, authOf(request), request.params.id, request.query.mergedInto),
  );
};

import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES, UPLOAD_PURPOSES, uploadResponseSchema } from '@libatlas/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { ForbiddenError } from '../errors/HttpError';
import { authOf, requireUser } from '../plugins/auth';
import { firstFile, readUpload, saveImage, type StoredUpload } from '../services/uploads';
import { bearerAuth, errorResponses } from './shared';

function sendUpload(reply: FastifyReply, upload: StoredUpload) {
  return reply
    .type(upload.mime)
    .header('content-length', upload.size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(upload.stream);
}

/**
 * Image uploads: signed-in users send a library image (JPEG, PNG or WebP), admins also the hero
 * image (`?purpose=hero`: any raster image type, not SVG), each at most 5 MiB; everyone reads
 * them back.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ db: Database; dataDir: string }> = async (
  app,
  { db, dataDir },
) => {
  const tags = ['uploads'];
  // Only this plugin reads multipart bodies. A file over the limit is cut short and refused with 413.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });

  app.post(
    '/api/upload/image',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'Upload an image (multipart field "image", at most 5 MiB): a library image (JPEG, PNG or WebP), or with purpose=hero (admins) any raster image but SVG',
        consumes: ['multipart/form-data'],
        querystring: z.object({ purpose: z.enum(UPLOAD_PURPOSES).default('library') }),
        security: bearerAuth,
        response: { 201: uploadResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { purpose } = request.query;
      if (purpose === 'hero' && auth.user.role !== 'admin') {
        throw new ForbiddenError('Only an admin sets the hero image');
      }
      const file = await firstFile(() => request.file());
      return reply.code(201).send(await saveImage(db, dataDir, auth, file, purpose));
    },
  );

  app.get(
    '/api/uploads/:name',
    {
      schema: {
        tags,
        summary: 'An uploaded image',
        params: z.object({ name: z.string().max(100) }),
        response: { ...errorResponses(404) },
      },
    },
    async (request, reply) => sendUpload(reply, await readUpload(db, dataDir, request.params.name)),
  );
};

import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES, UPLOAD_PURPOSES, uploadResponseSchema } from '@libatlas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { authOf, requireRole } from '../plugins/auth';
import { sweepUploads } from '../storage/sweepUploads';
import type { UploadStore } from '../storage/UploadStore';
import { onlyFile, readUpload, saveImage, type StoredUpload } from '../services/uploads';
import { ifNoneMatchHits } from '../http/ifNoneMatchHits';
import { bearerAuth, errorResponses } from '../http/shared';

/** The image, cached for a year (its name never changes hands), or 304 when the client has it. */
async function sendUpload(request: FastifyRequest, reply: FastifyReply, upload: StoredUpload) {
  void reply
    .header('etag', upload.etag)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=31536000, immutable');
  if (ifNoneMatchHits(request.headers['if-none-match'], upload.etag)) {
    return reply.code(304).send();
  }
  const body = await upload.open();
  return reply.type(upload.mime).header('content-length', upload.size).send(body);
}

/** What the upload routes need: where the bytes go, the storage cap and the sweep's rhythm. */
export interface UploadRoutesOptions {
  db: Database;
  /** Files in DATA_DIR on PGlite, rows of the database on PostgreSQL (app.ts chooses). */
  store: UploadStore;
  /** The most bytes all uploads together may take (507 past it). */
  storageLimit: number;
  /** How often the sweep of unused uploads runs (besides once at start). */
  sweepIntervalMs: number;
  /** The time the sweep reads; the real time unless a test sets it. */
  clock?: (() => Date) | undefined;
}

/**
 * Image uploads: admins send a library image (JPEG, PNG or WebP) or the hero image
 * (`?purpose=hero`: any raster image type, not SVG), one file of at most 5 MiB; everyone reads
 * them back. Uploads nothing names are removed a day after they were made.
 */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (
  app,
  { db, store, storageLimit, sweepIntervalMs, clock = () => new Date() },
) => {
  const tags = ['uploads'];
  // Only this plugin reads multipart bodies. A file over the limit, or a second file, is refused.
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

  const sweep = async () => {
    try {
      const removed = await sweepUploads(db, store, clock());
      if (removed > 0) app.log.info({ removed }, 'removed unused uploads');
    } catch (error) {
      app.log.error({ err: error }, 'sweeping unused uploads failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    // The sweep must never keep the process alive, nor stop a shutdown.
    timer = setInterval(() => void sweep(), sweepIntervalMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/api/upload/image',
    {
      // Only admins' screens upload (library images, the hero image); a profile's avatar travels
      // inline. Checked before the body is read.
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary:
          'Upload an image (admin; multipart field "image", one file of at most 5 MiB): a library image (JPEG, PNG or WebP), or with purpose=hero any raster image but SVG',
        consumes: ['multipart/form-data'],
        querystring: z.object({ purpose: z.enum(UPLOAD_PURPOSES).default('library') }),
        security: bearerAuth,
        response: {
          201: uploadResponseSchema,
          ...errorResponses(400, 401, 403, 413, 415, 429, 507),
        },
      },
    },
    async (request, reply) => {
      const file = await onlyFile(() => request.parts());
      return reply
        .code(201)
        .send(
          await saveImage(db, store, authOf(request), file, request.query.purpose, storageLimit),
        );
    },
  );

  app.get(
    '/api/uploads/:name',
    {
      schema: {
        tags,
        summary: 'An uploaded image (a strong ETag; 304 to If-None-Match)',
        params: z.object({ name: z.string().max(100) }),
        response: { ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendUpload(request, reply, await readUpload(db, store, request.params.name)),
  );
};

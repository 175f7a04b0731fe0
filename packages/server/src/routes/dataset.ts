import { DATASET_DOWNLOADS, datasetSummarySchema } from '@libatlas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LibraryReadCache } from '../cache/LibraryReadCache';
import { sendDownload } from '../http/sendDownload';
import { sendPrecompressed } from '../http/sendPrecompressed';
import { siteOrigin } from '../http/siteOrigin';

/**
 * The directory as a dataset: its downloads at `/data/libraries.{csv,geojson,jsonld}` (files, not
 * API operations, so hidden from the OpenAPI document as the sitemap is) and GET /api/dataset,
 * what they hold. All made once per data version by the read cache, with absolute links on
 * PUBLIC_URL (or the request's Host).
 */
export const datasetRoutes: FastifyPluginAsyncZod<{
  cache: LibraryReadCache;
  publicUrl: string | undefined;
}> = async (app, { cache, publicUrl }) => {
  const files = (request: FastifyRequest) => cache.dataset(siteOrigin(request, publicUrl));

  // HEAD is declared rather than derived from GET: Fastify's derived HEAD adds `Content-Length: 0`
  // to a 304, which RFC 9110 §8.6 forbids.
  for (const { format, path } of DATASET_DOWNLOADS) {
    const download = async (request: FastifyRequest, reply: FastifyReply) =>
      sendDownload(request, reply, await files(request), format);
    app.get(path, { compress: false, exposeHeadRoute: false, schema: { hide: true } }, download);
    app.head(path, { compress: false, schema: { hide: true } }, download);
  }

  const summary = async (request: FastifyRequest, reply: FastifyReply) =>
    sendPrecompressed(request, reply, await (await files(request)).summary());
  app.get(
    '/api/dataset',
    {
      compress: false,
      exposeHeadRoute: false,
      schema: {
        tags: ['dataset'],
        summary: 'The dataset: its version, coverage and downloads',
        description:
          'The data version (it grows with every write to the directory) and when the data last ' +
          'changed, how many libraries there are and how many have a value for each field ' +
          '(a text in either language), and each download (`/data/libraries.csv`, `.geojson`, ' +
          '`.jsonld`) with its size plain and in Brotli. Answered from memory like GET ' +
          '/api/libraries (strong ETag, 304, Brotli or gzip).',
        response: { 200: datasetSummarySchema },
      },
    },
    summary,
  );
  app.head('/api/dataset', { compress: false, schema: { hide: true } }, summary);
};

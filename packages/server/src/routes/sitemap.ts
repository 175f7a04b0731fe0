import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { LibraryReadCache } from '../cache/LibraryReadCache';
import { robotsTxt } from '../formats/robotsTxt';
import { SitemapCache } from '../cache/SitemapCache';
import { sendPrecompressed } from '../http/sendPrecompressed';
import { sendRevalidated } from '../http/sendRevalidated';
import { siteOrigin } from '../http/siteOrigin';

const XML = 'application/xml; charset=utf-8';

type Handler<Params> = (
  request: FastifyRequest<{ Params: Params }>,
  reply: FastifyReply,
) => Promise<FastifyReply>;

/**
 * What search engines read first: /robots.txt and the sitemap, an index at /sitemap.xml of files
 * under /sitemaps/, their links absolute on PUBLIC_URL (or the request's Host). They are declared
 * routes, so neither the SPA's static files nor its index.html fallback ever answers these paths,
 * and hidden from the OpenAPI document, which is the API's. The sitemap is made once per data
 * version from the libraries' read cache, and sent like the cached reads (strong ETag, Brotli or
 * gzip, `no-cache`): a library added or changed is in the very next read, while a crawler that
 * has it already gets a 304. robots.txt is made for each request (a few lines).
 */
export const sitemapRoutes: FastifyPluginAsync<{
  cache: LibraryReadCache;
  publicUrl: string | undefined;
  /** URLs per sitemap file: the protocol's 50,000 unless a test asks for fewer. */
  maxUrlsPerFile?: number | undefined;
}> = async (app, { cache, publicUrl, maxUrlsPerFile }) => {
  const sitemaps = new SitemapCache(cache, { maxUrls: maxUrlsPerFile });
  const files = (request: FastifyRequest) => sitemaps.files(siteOrigin(request, publicUrl));

  // HEAD is declared rather than derived from GET: Fastify's derived HEAD adds `Content-Length: 0`
  // to a 304, which RFC 9110 §8.6 forbids. The sitemap's bodies come compressed already.
  const route = <Params = unknown>(
    path: string,
    handler: Handler<Params>,
    { precompressed }: { precompressed: boolean },
  ) => {
    const options = {
      schema: { hide: true },
      ...(precompressed ? { compress: false as const } : {}),
    };
    app.get<{ Params: Params }>(path, { ...options, exposeHeadRoute: false }, handler);
    app.head<{ Params: Params }>(path, options, handler);
  };

  route(
    '/sitemap.xml',
    async (request, reply) => sendPrecompressed(request, reply, (await files(request)).index, XML),
    { precompressed: true },
  );

  route<{ file: string }>(
    '/sitemaps/:file',
    async (request, reply) =>
      sendPrecompressed(request, reply, (await files(request)).file(request.params.file), XML),
    { precompressed: true },
  );

  route(
    '/robots.txt',
    async (request, reply) =>
      sendRevalidated(
        request,
        reply,
        'text/plain; charset=utf-8',
        robotsTxt(siteOrigin(request, publicUrl)),
      ),
    { precompressed: false },
  );
};

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { LibraryReadCache } from '../services/LibraryReadCache';
import { robotsTxt } from '../services/robotsTxt';
import { sitemapXml } from '../services/sitemapXml';
import { sendRevalidated } from './sendRevalidated';
import { siteOrigin } from './siteOrigin';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * What search engines read first: /robots.txt and /sitemap.xml, their links absolute on PUBLIC_URL
 * (or the request's Host). They are declared routes, so neither the SPA's static files nor its
 * index.html fallback ever answers these paths, and hidden from the OpenAPI document, which is
 * the API's. Both are made for each request (cheap: the sitemap reads the libraries' read cache)
 * and sent with `no-cache` and an ETag: a library added or changed is in the very next sitemap,
 * while a crawler that has it already gets a 304.
 */
export const sitemapRoutes: FastifyPluginAsync<{
  cache: LibraryReadCache;
  publicUrl: string | undefined;
}> = async (app, { cache, publicUrl }) => {
  // HEAD is declared rather than derived from GET: Fastify's derived HEAD adds `Content-Length: 0`
  // to a 304, which RFC 9110 §8.6 forbids.
  const route = (path: string, handler: Handler) => {
    app.get(path, { exposeHeadRoute: false, schema: { hide: true } }, handler);
    app.head(path, { schema: { hide: true } }, handler);
  };

  route('/sitemap.xml', async (request, reply) =>
    sendRevalidated(
      request,
      reply,
      'application/xml; charset=utf-8',
      sitemapXml(siteOrigin(request, publicUrl), await cache.libraries()),
    ),
  );

  route('/robots.txt', async (request, reply) =>
    sendRevalidated(
      request,
      reply,
      'text/plain; charset=utf-8',
      robotsTxt(siteOrigin(request, publicUrl)),
    ),
  );
};

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { changeFeed } from '../services/changeFeed';
import { sendRevalidated } from '../http/sendRevalidated';
import { idParamsSchema } from '../http/shared';
import { siteOrigin } from '../http/siteOrigin';

const ATOM = 'application/atom+xml; charset=utf-8';

/** `?lang=ar` for the feed in Arabic; English without it. */
const feedQuerySchema = z.object({ lang: z.enum(['en', 'ar']).default('en') });

type FeedRequest = FastifyRequest<{
  Params: { id?: string };
  Querystring: z.infer<typeof feedQuerySchema>;
}>;

/**
 * The change feeds (Atom): /feed.xml for the directory and /libraries/{id}/feed.xml for one
 * library, hidden from the OpenAPI document (they are the site's, as the sitemap is). Made for
 * each request and sent with `no-cache` and an ETag, so a change is in the very next read while a
 * reader that has it gets a 304; a merged library's feed moves (301) to the one it was merged into.
 */
export const feedRoutes: FastifyPluginAsyncZod<{
  db: Database;
  publicUrl: string | undefined;
}> = async (app, { db, publicUrl }) => {
  const send = async (request: FeedRequest, reply: FastifyReply) => {
    const { lang } = request.query;
    const feed = await changeFeed(db, {
      origin: siteOrigin(request, publicUrl),
      language: lang,
      libraryId: request.params.id,
    });
    if ('movedTo' in feed) {
      return reply.redirect(
        `/libraries/${encodeURIComponent(feed.movedTo)}/feed.xml?lang=${lang}`,
        301,
      );
    }
    return sendRevalidated(request, reply, ATOM, feed.xml);
  };

  // HEAD is declared rather than derived from GET: Fastify's derived HEAD adds `Content-Length: 0`
  // to a 304, which RFC 9110 §8.6 forbids.
  for (const [path, params] of [
    ['/feed.xml', undefined],
    ['/libraries/:id/feed.xml', idParamsSchema],
  ] as const) {
    const schema = { hide: true, querystring: feedQuerySchema, ...(params ? { params } : {}) };
    app.get(path, { exposeHeadRoute: false, schema }, send);
    app.head(path, { schema }, send);
  }
};

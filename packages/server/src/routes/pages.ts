import type { FastifyPluginAsync } from 'fastify';
import type { PageServer } from './createPageServer';

/**
 * Every page of the app at its own address (`/`, `/libraries/:id`, `/manage`, …): the public ones
 * drawn on the server, the others as the app's shell. Any Accept header gets the page (a link
 * opened by curl or a crawler too); addresses that name no page are the not-found handler's.
 */
export const pageRoutes: FastifyPluginAsync<{ pages: PageServer }> = async (app, { pages }) => {
  for (const path of pages.paths) {
    // HEAD declared rather than derived from GET: the derived one would announce a length of 0
    // where the answer (made once, compressed once) sets its own.
    app.get(path, { schema: { hide: true }, exposeHeadRoute: false }, (request, reply) =>
      pages.send(request, reply),
    );
    app.head(path, { schema: { hide: true } }, (request, reply) => pages.send(request, reply));
  }
};

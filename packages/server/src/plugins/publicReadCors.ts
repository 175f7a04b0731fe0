import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { HeaderList } from './securityHeaders';

/**
 * The answers that are the same for everyone and that other sites may read: the libraries, the
 * directory, the dataset and its downloads, the public settings, the feeds (the directory's and
 * each library's) and the OpenAPI document. Matched by path, so a route added later at one of
 * these addresses is open the day it lands, and nothing else ever is.
 */
const PUBLIC_READS = [
  /^\/api\/libraries(?:\/[^/]+)?$/,
  /^\/api\/directory(?:\/libraries|\/search)?$/,
  /^\/api\/directory\/map$/,
  /^\/api\/dataset$/,
  /^\/api\/settings$/,
  /^\/api\/docs\/json$/,
  /^\/data\/[^/]+$/,
  /^\/feed\.xml$/,
  /^\/libraries\/[^/]+\/feed\.xml$/,
];

const READ_METHODS = new Set(['GET', 'HEAD']);

/** What a cross-origin script may see of an answer beyond the CORS-safelisted headers. */
const EXPOSED = 'ETag, Link, Content-Disposition, Last-Modified, X-Dataset-Version';

/**
 * What a public read without a token is answered with: any origin may read it (never with
 * credentials), see EXPOSED, and load it from another site.
 */
export const PUBLIC_READ_HEADERS: HeaderList = [
  ['access-control-allow-origin', '*'],
  ['access-control-expose-headers', EXPOSED],
  ['cross-origin-resource-policy', 'cross-origin'],
];

/** The one request header a public read may be sent with from another origin (a revalidation). */
const ALLOWED_HEADERS = new Set(['if-none-match']);

function isPublicRead(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return PUBLIC_READS.some((pattern) => pattern.test(path));
}

/** A preflight that asks to read with at most If-None-Match, never a write or a token. */
function asksForPublicRead(request: FastifyRequest): boolean {
  const method = request.headers['access-control-request-method'];
  if (typeof method !== 'string' || !READ_METHODS.has(method.trim().toUpperCase())) return false;
  const headers = request.headers['access-control-request-headers'] ?? '';
  return String(headers)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .every((name) => name === '' || ALLOWED_HEADERS.has(name));
}

/**
 * CORS on public reads only: a GET or HEAD of a PUBLIC_READS address without an Authorization
 * header may be read by any origin (`Access-Control-Allow-Origin: *`, never with credentials),
 * and its `Cross-Origin-Resource-Policy` lets other sites load it; a preflight for such a read is
 * answered 204. Anything else (a write, a personal or admin read, any request with a token, a
 * preflight that asks for more) gets no grant, so a browser keeps its answer from other sites.
 */
export const publicReadCors = fp(async (app) => {
  // Synchronous: it runs on every request and does no I/O.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isPublicRead(request.url)) {
      done();
      return;
    }
    if (READ_METHODS.has(request.method)) {
      if (request.headers.authorization === undefined) {
        for (const [name, value] of PUBLIC_READ_HEADERS) void reply.header(name, value);
      }
      done();
      return;
    }
    if (request.method === 'OPTIONS' && asksForPublicRead(request)) {
      // Answered here: the lifecycle stops, so `done` is not called.
      void reply
        .code(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'GET, HEAD')
        .header('access-control-allow-headers', 'If-None-Match')
        .header('access-control-max-age', '86400')
        .send();
      return;
    }
    done();
  });
});

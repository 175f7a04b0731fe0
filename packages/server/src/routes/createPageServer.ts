import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type * as PageRendererModule from '@libatlas/app/ssr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentTime } from '../services/clock';
import { PrecompressedBody } from '../cache/PrecompressedBody';
import { RenderedPageCache, type RenderedPageEntry } from '../cache/RenderedPageCache';
import { sendPrecompressed } from '../http/sendPrecompressed';

/**
 * What the app's server entry exports (packages/app/src/ssr/entry.ts, built into
 * dist/server/entry.js), which the server loads at run time: it knows pages only through it, and
 * never imports React itself (this is a type).
 */
type PageRenderer = typeof PageRendererModule;

export interface PageServerOptions {
  /** The built app's index.html, which every page goes into. */
  templateFile: string;
  /** The build's table of each page's chunks (scripts/routePreloadPlugin.ts). */
  routePreloadsFile: string;
  /** The built server entry of the app. */
  rendererFile: string;
  /** The origin of absolute links (canonical, previews) for a request. */
  originOf: (request: FastifyRequest) => string;
  /** Marks the server's own API calls (for the request log to leave them out). */
  internalHeader: { name: string; value: string };
}

/** A page as drawn: its status and HTML (compressed once), or the address it moved to. */
type DrawnPage = RenderedPageEntry | { movedTo: string };

/**
 * An API answer as a page is drawn from it: its JSON text (null for a 404) and what names that
 * text, its ETag when the answer has one, else the text itself.
 */
interface Answer {
  text: string | null;
  /** `etag …`, `text …` or `404`: equal tags, equal answers. */
  tag: string;
}

/** Whether an API answer says its record moved (see `answer`). */
function isMoved(found: Answer | { movedTo: string }): found is { movedTo: string } {
  return 'movedTo' in found;
}

/** Up to this much HTML is kept, least recently used first out. */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Up to this many characters of API answers are kept with their ETags, to be revalidated (a 304
 * from the route, no body made or copied) rather than fetched again; a longer answer is not kept.
 */
const KNOWN_ANSWERS_CHARS = 32 * 1024 * 1024;
const KNOWN_ANSWER_MAX_CHARS = 16 * 1024 * 1024;

/** The app's pages, drawn on the server from the API's own answers. */
export interface PageServer {
  /** The paths of the app's pages (React Router's syntax, which Fastify shares). */
  paths: readonly string[];
  /** Answers a page: drawn (public pages, with a 404 when it names nothing), or the app's shell. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The page server over the built app, or null when the app is not built (the API alone runs, as
 * in the server's tests). Without the server entry (an older build), every page is the shell.
 */
export async function createPageServer(
  app: FastifyInstance,
  { templateFile, routePreloadsFile, rendererFile, originOf, internalHeader }: PageServerOptions,
): Promise<PageServer | null> {
  if (!existsSync(templateFile)) return null;
  const template = readFileSync(templateFile, 'utf8');
  const renderer = existsSync(rendererFile)
    ? ((await import(pathToFileURL(rendererFile).href)) as PageRenderer)
    : null;
  const routeChunks = existsSync(routePreloadsFile)
    ? (JSON.parse(readFileSync(routePreloadsFile, 'utf8')) as [string, string[]][]).map(
        ([pattern, files]) => [new RegExp(pattern), files] as const,
      )
    : [];
  const modulePreloadsOf = (pathname: string) =>
    routeChunks.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
  const cache = new RenderedPageCache(CACHE_BYTES);
  const shell = new PrecompressedBody(template);

  /** The last answer with an ETag of each path, oldest first (a Map keeps insertion order). */
  const known = new Map<string, { etag: string; text: string }>();
  let knownChars = 0;
  function remember(path: string, etag: string, text: string): void {
    const before = known.get(path);
    if (before) {
      known.delete(path);
      knownChars -= before.text.length;
    }
    if (text.length > KNOWN_ANSWER_MAX_CHARS) return;
    known.set(path, { etag, text });
    knownChars += text.length;
    for (const [oldest, { text: dropped }] of known) {
      if (knownChars <= KNOWN_ANSWERS_CHARS) break;
      known.delete(oldest);
      knownChars -= dropped.length;
    }
  }

  /**
   * An API answer as the browser would get it: its JSON text, null for a 404; for a record that
   * moved for good (a library merged into another), the path under /api it moved to. An answer
   * seen before is asked with its ETag, so an unchanged one costs the route's 304 and no copy of
   * its text (the whole list is megabytes), and its ETag stands for it in the page's key.
   */
  async function answer(path: string): Promise<Answer | { movedTo: string }> {
    const seen = known.get(path);
    const response = await app.inject({
      method: 'GET',
      url: `/api${path}`,
      headers: {
        [internalHeader.name]: internalHeader.value,
        ...(seen ? { 'if-none-match': seen.etag } : {}),
      },
    });
    if (seen && response.statusCode === 304) return { text: seen.text, tag: `etag ${seen.etag}` };
    if (response.statusCode === 404) return { text: null, tag: '404' };
    const location = response.headers.location;
    if (
      response.statusCode === 301 &&
      typeof location === 'string' &&
      location.startsWith('/api/')
    ) {
      return { movedTo: location.slice('/api'.length) };
    }
    if (response.statusCode !== 200) {
      throw new Error(`GET /api${path} answered ${response.statusCode} while drawing a page`);
    }
    const text = response.body;
    const etag = response.headers.etag;
    if (typeof etag !== 'string') return { text, tag: `text ${text}` };
    remember(path, etag, text);
    return { text, tag: `etag ${etag}` };
  }

  async function draw(request: FastifyRequest, r: PageRenderer): Promise<DrawnPage> {
    const url = request.url;
    const language = r.pageLanguage(url, request.headers.cookie);
    const paths = r.pageAnswers(url, language);
    const found = await Promise.all(paths.map(answer));
    // A page drawn from a record that moved for good moves with it: the page of a merged library
    // is the page of the library it was merged into, in the language the address asked for.
    const moved = found.find(isMoved);
    if (moved) {
      const query = url.indexOf('?');
      return { movedTo: moved.movedTo + (query === -1 ? '' : url.slice(query)) };
    }
    const got = found.filter((one): one is Answer => !isMoved(one));
    const origin = originOf(request);
    const key = createHash('sha256')
      .update(JSON.stringify([url, language, origin]))
      .update(got.map(({ tag }) => tag).join('\u0000'))
      .digest('base64url');
    const cached = cache.get(key);
    if (cached) return cached;
    const answers = Object.fromEntries(paths.map((path, i) => [path, got[i]?.text ?? null]));
    const page = await r.renderPage({
      template,
      url,
      language,
      answers,
      renderedAt: currentTime().getTime(),
      origin,
      modulePreloads: modulePreloadsOf(request.url.split('?')[0] ?? '/'),
    });
    // Sent to few readers (Home's draw is new on every visit): compressed fast rather than best.
    const entry = { status: page.status, body: new PrecompressedBody(page.html, { fast: true }) };
    cache.set(key, entry);
    return entry;
  }

  return {
    paths: renderer?.pagePaths ?? [],
    async send(request, reply) {
      // The language comes from the cookie (or `?lang=`): a cache must keep one copy per cookie.
      void reply.header('vary', 'cookie');
      const chosen = renderer?.pageLanguageCookie(request.url);
      if (chosen) void reply.header('set-cookie', chosen);
      if (!renderer) return sendPrecompressed(request, reply, shell, 'text/html; charset=utf-8');
      try {
        const page = await draw(request, renderer);
        if ('movedTo' in page) return await reply.redirect(page.movedTo, 301);
        void reply.code(page.status);
        return await sendPrecompressed(request, reply, page.body, 'text/html; charset=utf-8');
      } catch (error) {
        // The browser can still draw the page itself: the shell, rather than an error page.
        request.log.error({ err: error, url: request.url }, 'could not draw the page');
        void reply.code(200);
        return sendPrecompressed(request, reply, shell, 'text/html; charset=utf-8');
      }
    },
  };
}

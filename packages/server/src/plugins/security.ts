import rateLimit from '@fastify/rate-limit';
import { EMBED_MAP_PATH } from '@libatlas/contracts';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig, RateLimitRule } from '../config';
import type { Database } from '../db/client';
import { BadRequestError } from '../errors/HttpError';
import { RateCounters } from '../services/RateCounters';
import { DatabaseRateLimitStore } from './DatabaseRateLimitStore';
import { securityHeaders, type SecurityHeadersOptions } from './securityHeaders';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The image source of the map tiles, from TILE_URL: `https://{s}.tile.openstreetmap.org/…` →
 * `https://*.tile.openstreetmap.org`. A host the CSP cannot express falls back to the scheme.
 */
export function tileImageSource(tileUrl: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl);
  if (!match) return 'https:';
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase().replace(/^\{[a-z]+\}\./, '*.');
  return /^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host) ? `${scheme}://${host}` : `${scheme}:`;
}

/**
 * The CSP of the SPA: only its own scripts, Emotion's inline styles, images from here, tiles (none
 * for an empty `tileUrl`) and https.
 */
export function contentSecurityPolicy(tileUrl: string) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // Emotion (MUI) injects <style> tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Library images may be full https URLs (design §5); avatars are data: URLs.
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        ...(tileUrl === '' ? [] : [tileImageSource(tileUrl)]),
        'https:',
      ],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** A CSP's directives as the header writes them: helmet's form, `name value…` joined by `;`. */
function cspHeader(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) =>
      [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' '),
    )
    .join(';');
}

/**
 * The CSP of the embeddable map (`/embed/map`), the one page other sites may frame: the SPA's,
 * with `frame-ancestors *` in place of `'none'`.
 */
export function embedContentSecurityPolicy(tileUrl: string): string {
  const { directives } = contentSecurityPolicy(tileUrl);
  return cspHeader({ ...directives, frameAncestors: ['*'] });
}

/**
 * What the security headers say for a TILE_URL: the SPA's CSP on every answer but one, the
 * embeddable map, which any site may frame (issue 31): its route alone, never another page or the
 * API, gets the policy that says so and no X-Frame-Options.
 */
export function securityHeaderOptions(tileUrl: string): SecurityHeadersOptions {
  return {
    contentSecurityPolicy: cspHeader(contentSecurityPolicy(tileUrl).directives),
    framable: { url: EMBED_MAP_PATH, contentSecurityPolicy: embedContentSecurityPolicy(tileUrl) },
  };
}

/** The one CSP the API docs page (swagger-ui) needs: its own scripts, inline styles, data: images. */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string PostgreSQL cannot store: one with a NUL character or half of a surrogate pair. */
function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The path of the first string (or key) in `value` that PostgreSQL would refuse, if any. It walks
 * with a stack of its own rather than recursion, so no nesting can overflow the call stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: [value: unknown, path: string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (unstorable(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const children: [unknown, string][] = [];
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (unstorable(key)) return childPath;
      children.push([child, childPath]);
    }
    // Last pushed, first walked: the children in their order.
    pending.push(...children.reverse());
  }
  return null;
}

/**
 * How deep a JSON body may nest. No form of the API nests past 5 levels; a much deeper body is
 * no request but an attempt on code that walks it (zod's, ours).
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests deeper than `limit` levels (a scalar or `{}` is one), walked without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [value: unknown, depth: number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (depth > limit) return true;
    if (current === null || typeof current !== 'object') continue;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

function rateLimitKey(request: FastifyRequest): string {
  return request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`;
}

/** The login limit: per IP and email, counted once the body is read. */
export function loginRateLimit(rule: RateLimitRule) {
  return {
    max: rule.max,
    timeWindow: rule.timeWindowMs,
    hook: 'preValidation' as const,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `login:${request.ip}:${typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : ''}`;
    },
  };
}

type SecurityOptions = {
  config: AppConfig;
  /** Where the rate limits count, so that they hold across server processes. */
  db: Database;
};

/**
 * Security headers (CSP for the SPA, nosniff, frame-ancestors `'none'` but on the embeddable map,
 * referrer policy, HSTS over https only), rate limits on
 * writes (per user, or per IP for visitors; 429 with Retry-After) counted in the database, empty
 * JSON bodies read as no body, a 400 for JSON nested past MAX_JSON_DEPTH and for text the
 * database cannot store.
 */
export const securityPlugin = fp<SecurityOptions>(async (app, { config, db }) => {
  await app.register(securityHeaders, securityHeaderOptions(config.tileUrl));

  // A route that only reads is never limited (allowList below says so too): it gets no limit hook
  // at all, rather than one that works out the caller's key on every read only to let it through.
  // Added before the plugin's own onRoute hook, which reads this.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.rateLimit !== undefined) return;
    if (![route.method].flat().every((method) => SAFE_METHODS.has(method))) return;
    route.config = { ...route.config, rateLimit: false };
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.writes.max,
    timeWindow: config.rateLimit.writes.timeWindowMs,
    allowList: (request: FastifyRequest) => SAFE_METHODS.has(request.method),
    keyGenerator: rateLimitKey,
    store: DatabaseRateLimitStore.over(new RateCounters(db)),
  });

  // A client that sends `Content-Type: application/json` with no body (a vote, a delete) is sending
  // no body, not broken JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, body) => {
      if (error) done(error, undefined);
      else if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
        done(new BadRequestError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      } else done(null, body);
    });
  });

  // Synchronous (no I/O): a thrown error goes to `done` as an async hook's rejection would.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const path = findUnstorableText(value);
      if (path !== null) {
        done(
          new BadRequestError('Text must not contain NUL characters or unpaired surrogates', [
            {
              path: path || part,
              message: 'Text must not contain NUL characters or unpaired surrogates',
            },
          ]),
        );
        return;
      }
    }
    done();
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import { PUBLIC_READ_HEADERS } from '../plugins/publicReadCors';
import { requestId } from '../plugins/requestId';
import type { HeaderList } from '../plugins/securityHeaders';
import type { LibraryReadCache } from '../cache/LibraryReadCache';
import type { ContentEncoding, PrecompressedBody } from '../cache/PrecompressedBody';
import { ifNoneMatchHits } from './ifNoneMatchHits';
import { negotiateEncoding } from './negotiateEncoding';

const PREFIX = '/api/libraries/';

/**
 * The ids the fast read answers: what Fastify's router and the route's params schema pass as they
 * are (no percent-encoding to decode, no query, at most find-my-way's 100 characters, nothing
 * PostgreSQL could not store). Any other address goes to Fastify.
 */
const PLAIN_ID = /^[A-Za-z0-9._~-]{1,100}$/;

/** How the security headers are chosen: by the request's protocol, as Fastify reads it. */
export type ForwardedProto = 'ignored' | 'believed' | 'ask-fastify';

export interface LibraryFastReadOptions {
  cache: LibraryReadCache;
  /** Aborted when the shutdown begins: then every request goes to Fastify (the drain plugin). */
  draining: AbortSignal;
  /** securityHeaderSets(…) of the app's policy. */
  security: { overHttp: HeaderList; overHttps: HeaderList };
  /**
   * X-Forwarded-Proto: never read (no trusted proxy), read as Fastify does when the nearest hop is
   * trusted (TRUST_PROXY true or a hop count), or left to Fastify (a list of addresses).
   */
  forwardedProto: ForwardedProto;
  /**
   * The function Fastify was given as `trustProxy` (whether the proxy at an address, that many
   * hops from the server, is believed), or undefined when TRUST_PROXY believes none: the client's
   * address and host in the request log are read through it as Fastify reads them.
   */
  trust: ((address: string, hop: number) => boolean) | undefined;
  /**
   * Fastify's own logger (`app.log`): each answer writes the two lines Fastify writes for a
   * request, "incoming request" and "request completed", with the same fields.
   */
  log: FastifyBaseLogger;
  /** Fastify's `disableRequestLogging`: true for a request it leaves out of the log. */
  requestLogDisabled: (request: IncomingMessage) => boolean;
}

/**
 * Whether the logger writes `info` lines: pino's check, read on each request as the level may
 * change while the server runs; Fastify's logger without pino (logger: false) writes nothing.
 */
function logsInfo(log: FastifyBaseLogger): boolean {
  const pino = log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  return pino.isLevelEnabled?.('info') ?? false;
}

/** What is sent for one library version in one coding: the body and its own headers, made once. */
interface Prepared {
  etag: string;
  bytes: Buffer;
  /** Flat [name, value, …] lists as writeHead takes them: 200, HEAD's 200, 304. */
  ok: string[];
  notModified: string[];
}

function flat(headers: HeaderList): string[] {
  return headers.flatMap(([name, value]) => [name, value]);
}

/** A public read's headers before its own: the security headers with the public read's CORS. */
function publicHeaders(security: HeaderList): string[] {
  const cors = new Map(PUBLIC_READ_HEADERS);
  const merged = security.map(([name, value]) => [name, cors.get(name) ?? value] as const);
  const own = new Set(security.map(([name]) => name));
  return flat([...merged, ...PUBLIC_READ_HEADERS.filter(([name]) => !own.has(name))]);
}

/**
 * `GET` and `HEAD /api/libraries/{id}` answered by node:http itself, before Fastify: the hottest
 * public read (issue 32), whose answer is the same for every visitor. Through Fastify, with its
 * routing, hooks, request and reply objects and child logger, it cost 143 µs of CPU against plain
 * node:http's 57 on the same bytes; here it costs a match, a map lookup and one write of an
 * answer prepared once per library version and coding. The answer is Fastify's
 * route's, byte for byte but for the date (libraryFastRead.test.ts holds them equal): its request
 * id, the security headers, the public read's CORS, the ETag, no-cache, Vary, the coding
 * Accept-Encoding asks, 304 on If-None-Match, HEAD with the length and no body.
 *
 * Every request it answers is logged as Fastify logs one (logRequest): through the same logger,
 * at the same level, with the same fields (reqId, req's method, url, version, host,
 * remoteAddress and remotePort; res's statusCode and responseTime), so the fast read is on at
 * `npm start`'s LOG_LEVEL=info as at quieter levels.
 *
 * It answers only what it can answer in full: a library the read cache holds, asked for by a
 * plain id, without a token, while the server is not draining. Anything else (a 404, a merged
 * id's 301, a token, a query, another protocol or client address to work out, an error) is
 * Fastify's, as if this did not exist.
 */
export class LibraryFastRead {
  private readonly overHttp: string[];
  private readonly overHttps: string[];
  private readonly prepared = new WeakMap<PrecompressedBody, Map<ContentEncoding, Prepared>>();
  /** How many requests it answered (tests watch it). */
  answered = 0;

  constructor(private readonly options: LibraryFastReadOptions) {
    this.overHttp = publicHeaders(options.security.overHttp);
    this.overHttps = publicHeaders(options.security.overHttps);
  }

  /** Answers the request, or hands it to `fallback` (Fastify) untouched. */
  handle(
    request: IncomingMessage,
    response: ServerResponse,
    fallback: (request: IncomingMessage, response: ServerResponse) => void,
  ): void {
    const started = performance.now();
    const { method, url } = request;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      url === undefined ||
      !url.startsWith(PREFIX) ||
      request.headers.authorization !== undefined ||
      this.options.draining.aborted
    ) {
      fallback(request, response);
      return;
    }
    const id = url.slice(PREFIX.length);
    const https = this.https(request);
    if (https === undefined || !PLAIN_ID.test(id) || !this.knowsClient(request)) {
      fallback(request, response);
      return;
    }
    this.options.cache.one(id).then(
      (body) => this.answer(request, response, fallback, body, https, started),
      // Not found (maybe merged into another), or the database failed: Fastify says which.
      () => fallback(request, response),
    );
  }

  /** Whether the request came over https as Fastify's `request.protocol` says; undefined: ask it. */
  private https(request: IncomingMessage): boolean | undefined {
    const forwarded = request.headers['x-forwarded-proto'];
    if (forwarded !== undefined && this.options.forwardedProto !== 'ignored') {
      if (this.options.forwardedProto === 'ask-fastify' || typeof forwarded !== 'string') {
        return undefined;
      }
      // Fastify's getLastEntryInMultiHeaderValue: the nearest proxy's entry.
      return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
    }
    return (request.socket as Socket & { encrypted?: boolean }).encrypted === true;
  }

  /**
   * Whether the client's address and host can be told as Fastify's `request.ip` and `.host` would
   * tell them for the log: always, but behind proxies trusted by address (TRUST_PROXY a list),
   * which only Fastify's proxy-addr works out, when the request names a forwarded client or host.
   */
  private knowsClient(request: IncomingMessage): boolean {
    return (
      this.options.forwardedProto !== 'ask-fastify' ||
      (request.headers['x-forwarded-for'] === undefined &&
        request.headers['x-forwarded-host'] === undefined)
    );
  }

  /** Fastify's `request.ip`: the socket's peer, or through the believed proxies (proxy-addr). */
  private clientAddress(request: IncomingMessage): string | undefined {
    const { trust } = this.options;
    if (trust === undefined) return request.socket.remoteAddress;
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1];
  }

  /** Fastify's `request.host`: X-Forwarded-Host's last entry from a believed proxy, else Host. */
  private host(request: IncomingMessage): string {
    const { trust } = this.options;
    const forwarded = request.headers['x-forwarded-host'];
    if (
      trust !== undefined &&
      typeof forwarded === 'string' &&
      forwarded &&
      trust(request.socket.remoteAddress ?? '', 0)
    ) {
      return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
    }
    return request.headers.host ?? '';
  }

  /**
   * Fastify's two lines for a request (its LogController's incomingRequest and
   * requestCompleted), written through its logger with the request id Fastify's child logger
   * binds: "incoming request" now, "request completed" (or "request errored") when the answer
   * is written. `req` has the properties of a Fastify request that the logger's serializer reads.
   */
  private logRequest(
    request: IncomingMessage,
    response: ServerResponse,
    reqId: string,
    started: number,
  ): void {
    const { log, requestLogDisabled } = this.options;
    if (!logsInfo(log) || requestLogDisabled(request)) return;
    const req = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      host: this.host(request),
      ip: this.clientAddress(request),
      socket: request.socket,
    };
    log.info({ reqId, req }, 'incoming request');
    const done = (error?: Error) => {
      response.removeListener('finish', done);
      response.removeListener('error', done);
      const responseTime = performance.now() - started;
      const res = { statusCode: response.statusCode };
      if (error) log.error({ reqId, res, err: error, responseTime }, 'request errored');
      else log.info({ reqId, res, responseTime }, 'request completed');
    };
    response.on('finish', done);
    response.on('error', done);
  }

  private answer(
    request: IncomingMessage,
    response: ServerResponse,
    fallback: (request: IncomingMessage, response: ServerResponse) => void,
    body: PrecompressedBody,
    https: boolean,
    started: number,
  ): void {
    if (this.options.draining.aborted) {
      fallback(request, response);
      return;
    }
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const prepared = this.prepare(body, encoding);
    if (prepared === undefined) {
      // The first request in a coding not made yet waits for it, as Fastify's route would.
      body.bytes(encoding).then(
        () => this.answer(request, response, fallback, body, https, started),
        () => fallback(request, response),
      );
      return;
    }
    const notModified = ifNoneMatchHits(request.headers['if-none-match'], prepared.etag);
    const reqId = requestId(request);
    const headers = [
      'x-request-id',
      reqId,
      ...(https ? this.overHttps : this.overHttp),
      ...(notModified ? prepared.notModified : prepared.ok),
    ];
    this.answered += 1;
    this.logRequest(request, response, reqId, started);
    // The drain plugin's onResponse: an answer that said keep-alive before the drain began.
    response.once('finish', () => {
      if (this.options.draining.aborted && request.socket instanceof Socket) request.socket.end();
    });
    response.writeHead(notModified ? 304 : 200, headers);
    if (notModified || request.method === 'HEAD') response.end();
    else response.end(prepared.bytes);
  }

  private prepare(body: PrecompressedBody, encoding: ContentEncoding): Prepared | undefined {
    let codings = this.prepared.get(body);
    const known = codings?.get(encoding);
    if (known) return known;
    const bytes = body.ready(encoding);
    if (bytes === undefined) return undefined;
    const etag = body.etag(encoding);
    // In the order sendPrecompressed sets them.
    const own: [string, string][] = [
      ['etag', etag],
      ['cache-control', 'no-cache'],
      ['vary', 'accept-encoding'],
    ];
    const notModified = flat(own);
    if (encoding !== 'identity') own.push(['content-encoding', encoding]);
    own.push(['content-type', 'application/json; charset=utf-8']);
    own.push(['content-length', String(bytes.length)]);
    const prepared = { etag, bytes, ok: flat(own), notModified };
    if (!codings) {
      codings = new Map();
      this.prepared.set(body, codings);
    }
    codings.set(encoding, prepared);
    return prepared;
  }
}

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make with these options (its
 * timeouts included), whose requests go through the fast read when there is one.
 */
export function serverWithFastRead(fastRead: () => LibraryFastRead | undefined) {
  return (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: Record<string, unknown>,
  ): Server => {
    const server = createServer(
      (options.http ?? {}) as Parameters<typeof createServer>[0],
      (request, response) => {
        const fast = fastRead();
        if (fast) fast.handle(request, response, handler);
        else handler(request, response);
      },
    );
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    const maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}

import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

export type SecurityHeadersOptions = {
  /** The Content-Security-Policy of every answer, as the header writes it. */
  contentSecurityPolicy: string;
  /** The one route other sites may frame, and the policy it gets instead of the one above. */
  framable: { url: string; contentSecurityPolicy: string };
};

export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * The headers `@fastify/helmet` 13 (helmet 8) sets with our options besides the CSP: its defaults
 * with X-Frame-Options DENY, Referrer-Policy strict-origin-when-cross-origin (tile servers,
 * OpenStreetMap's among them, want to know which site asks for tiles), no
 * Cross-Origin-Embedder-Policy (library images come from other sites) and no
 * Strict-Transport-Security (sent over https only, below). securityHeaders.test.ts holds them
 * equal to helmet's output, so a helmet upgrade or a changed option cannot drift from them.
 */
const FIXED: HeaderList = [
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/** helmet's own default: a year, subdomains included. */
const STRICT_TRANSPORT_SECURITY = [
  'strict-transport-security',
  'max-age=31536000; includeSubDomains',
] as const;

/**
 * Every answer's security headers for a policy, over plain HTTP and over https: the lists the hook
 * below sets, and the fast read of a library (http/libraryFastRead.ts) writes.
 */
export function securityHeaderSets(contentSecurityPolicy: string): {
  overHttp: HeaderList;
  overHttps: HeaderList;
} {
  const overHttp: HeaderList = [
    ['content-security-policy', contentSecurityPolicy],
    ['x-frame-options', 'DENY'],
    ...FIXED,
  ];
  return { overHttp, overHttps: [...overHttp, STRICT_TRANSPORT_SECURITY] };
}

function setAll(reply: FastifyReply, headers: HeaderList): void {
  for (const [name, value] of headers) void reply.header(name, value);
}

/**
 * The security headers helmet would set, computed once per configuration rather than rebuilt by
 * helmet on every request (its cost showed in the bench: issue 32). Every answer, errors and
 * not-found included, gets the CSP, X-Frame-Options DENY and the fixed set; the framable route
 * gets its own CSP and no X-Frame-Options; Strict-Transport-Security goes only to requests that
 * came over https (RFC 6797 §7.2: never over plain HTTP, where anyone between could strip or
 * forge it; behind a TLS-terminating proxy `request.protocol` reads X-Forwarded-Proto when
 * TRUST_PROXY trusts it).
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { contentSecurityPolicy, framable }) => {
    const { overHttp, overHttps } = securityHeaderSets(contentSecurityPolicy);
    app.addHook(
      'onRequest',
      (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
        setAll(reply, request.protocol === 'https' ? overHttps : overHttp);
        done();
      },
    );

    // The framable route is told apart once, when it is declared: a hook of its own changes its
    // two headers, so no other request pays for asking which route it is.
    const framableHook = (
      _request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ) => {
      void reply
        .removeHeader('x-frame-options')
        .header('content-security-policy', framable.contentSecurityPolicy);
      done();
    };
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.url !== framable.url) return;
      const own = route.onRequest;
      route.onRequest = own === undefined ? [framableHook] : [framableHook, ...[own].flat()];
    });
  },
);

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an incoming X-Request-Id may be to be kept: short, visible ASCII, nothing to forge a log line with. */
const SANE_REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/**
 * Fastify's `genReqId`: the id a proxy or caller gave in X-Request-Id when it is a sane one, so one
 * request can be followed through every hop's logs; a new UUID otherwise.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

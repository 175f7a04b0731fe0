import type { Role } from '@libatlas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { ForbiddenError, UnauthorizedError } from '../errors/HttpError';
import { findSession, type AuthContext } from '../services/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a visitor. */
    auth: AuthContext | null;
    /** An Authorization header was sent but named no live session. */
    authRejected: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Resolves `Authorization: Bearer <token>` on every /api request into `request.auth`. Public routes
 * treat an unknown or expired token as a visitor; the guards below answer 401 for it.
 */
export const authPlugin = fp<{ db: Database }>(async (app, { db }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('authRejected', false);
  // Only a request with a token waits for the database; every other goes on at once, without a
  // promise (most requests are a visitor's).
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (header === undefined || !request.url.startsWith('/api/')) {
      done();
      return undefined;
    }
    const token = BEARER.exec(header)?.[1];
    if (!token) {
      request.authRejected = true;
      done();
      return undefined;
    }
    return findSession(db, token).then((auth) => {
      request.auth = auth;
      request.authRejected = auth === null;
    });
  });
});

function unauthorized(request: FastifyRequest): UnauthorizedError {
  return new UnauthorizedError(
    request.authRejected ? 'Invalid or expired token' : 'Authentication required',
  );
}

/** onRequest guard: a signed-in caller (any role). Runs before the body is read. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.auth) throw unauthorized(request);
}

/** onRequest guard: a signed-in caller with one of these roles (401 without a session, 403 otherwise). */
export function requireRole(...roles: Role[]) {
  return async function requireRoleGuard(
    request: FastifyRequest,
    _reply: FastifyReply,
  ): Promise<void> {
    if (!request.auth) throw unauthorized(request);
    if (!roles.includes(request.auth.user.role)) {
      throw new ForbiddenError(`This needs the ${roles.join(' or ')} role`);
    }
  };
}

/** onRequest guard for routes open to visitors that act differently for a caller: a bad token is a 401. */
export async function rejectBadToken(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.authRejected) throw unauthorized(request);
}

/** The caller of a guarded route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(request);
  return request.auth;
}

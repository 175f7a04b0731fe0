import {
  errorBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
  userVersionConflictBodySchema,
} from '@libatlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LoginFailureRule, RateLimitRule } from '../config';
import type { Database } from '../db/client';
import { authOf, rejectBadToken, requireRole, requireUser } from '../plugins/auth';
import { loginRateLimit } from '../plugins/security';
import { LoginThrottle } from '../services/LoginThrottle';
import {
  createUser,
  deleteUser,
  getProfile,
  getUser,
  listUsers,
  login,
  logout,
  updateUser,
} from '../services/users';
import { bearerAuth, errorResponses, idParamsSchema, idResponseSchema } from '../http/shared';

/**
 * Accounts: sign-up (POST without a token), login, logout, profile; admins list, create, edit and
 * delete users; a user reads and edits only themself, and never their own role or status.
 */
export const userRoutes: FastifyPluginAsyncZod<{
  db: Database;
  loginLimit: RateLimitRule;
  loginFailures: LoginFailureRule;
}> = async (app, { db, loginLimit, loginFailures }) => {
  const tags = ['users'];
  const throttle = new LoginThrottle(db, loginFailures);
  const originOf = (request: { ip: string }) => ({ address: request.ip, throttle });

  app.post(
    '/api/users/login',
    {
      config: { rateLimit: loginRateLimit(loginLimit) },
      schema: {
        tags,
        summary: 'Log in: a bearer token and the user',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request) => login(db, request.body, originOf(request)),
  );

  app.post(
    '/api/users/logout',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Revoke the caller's token",
        security: bearerAuth,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(401, 429) },
      },
    },
    async (request) => logout(db, authOf(request)),
  );

  app.get(
    '/api/users/profile',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The signed-in user',
        security: bearerAuth,
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => getProfile(authOf(request)),
  );

  app.get(
    '/api/users',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'All users, by email (admin)',
        security: bearerAuth,
        response: { 200: z.array(userSchema), ...errorResponses(401, 403) },
      },
    },
    async () => listUsers(db),
  );

  app.get(
    '/api/users/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One user (admin, or the user themself)',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: userSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getUser(db, authOf(request), request.params.id),
  );

  app.post(
    '/api/users',
    {
      onRequest: rejectBadToken,
      schema: {
        tags,
        summary: 'Sign up without a token (role regular); with an admin token, create any user',
        security: [{}, ...bearerAuth],
        body: userCreateSchema,
        response: { 201: userSchema, ...errorResponses(400, 401, 403, 409, 429, 503) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createUser(db, request.auth, request.body)),
  );

  app.put(
    '/api/users/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Edit a user: yourself (name, email, avatar, password) or, as admin, anyone',
        description:
          'To not overwrite a change made meanwhile, send `updatedAt` as the account had it: once that version is ' +
          'gone the answer is 409 `versionConflict` with the account as it stands (`current`), and nothing is ' +
          'written. Without it, the edit applies to the account as it is.',
        security: bearerAuth,
        params: idParamsSchema,
        body: userUpdateSchema,
        response: {
          200: userSchema,
          409: z.union([userVersionConflictBodySchema, errorBodySchema]),
          ...errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
    },
    async (request) =>
      updateUser(db, authOf(request), request.params.id, request.body, originOf(request)),
  );

  app.delete(
    '/api/users/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Delete a user (admin); not the main admin, not yourself',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: idResponseSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => deleteUser(db, authOf(request), request.params.id),
  );
};

import {
  chatNoticeSchema,
  chatRequestSchema,
  chatResponseSchema,
  chatStreamEventSchema,
  type ChatRequest,
} from '@libatlas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChatConfig } from '../config';
import type { Database } from '../db/client';
import { authOf, requireRole } from '../plugins/auth';
import { createAssistant, type AssistantQuestion } from '../services/assistant';
import { sendEventStream } from './eventStream';
import { bearerAuth, errorResponses } from '../http/shared';

/** Aborts when the client goes away before its answer is complete. */
function disconnectSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The question of a request; the model's work on it stops when the asker leaves or `alsoStop` aborts. */
function question(
  request: FastifyRequest<{ Body: ChatRequest }>,
  reply: FastifyReply,
  alsoStop?: AbortSignal,
): AssistantQuestion {
  const disconnect = disconnectSignal(reply);
  return {
    userId: authOf(request).user.id,
    request: request.body,
    signal: alsoStop ? AbortSignal.any([disconnect, alsoStop]) : disconnect,
    log: request.log,
  };
}

const summary = "Ask about the directory's libraries, countries and regions, in English or Arabic";
const answerDescription =
  'The built-in engine answers unless the server has a language model (CHAT_BASE_URL, CHAT_MODEL), which reads the directory through tools and links the library pages it used as Markdown: [name](/libraries/{id}). Model failures answer a `code` of CHAT_ERROR_CODES: 429 chatRateLimited or chatBudgetExhausted (with Retry-After), 502 chatProviderError or chatInvalidResponse, 503 chatUnavailable, 504 chatTimeout.';

/** Ask Library: premium and admin users only. */
export const chatRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: ChatConfig;
  /** Aborted once the server starts shutting down: open streams end then. */
  draining: AbortSignal;
}> = async (app, { db, config, draining }) => {
  const assistant = createAssistant(db, config);
  const tags = ['chat'];

  app.post(
    '/api/chat',
    {
      onRequest: requireRole('premium', 'admin'),
      schema: {
        tags,
        summary,
        description: answerDescription,
        security: bearerAuth,
        body: chatRequestSchema,
        response: {
          200: chatResponseSchema,
          ...errorResponses(400, 401, 403, 429, 502, 503, 504),
        },
      },
    },
    async (request, reply) => assistant.answer(question(request, reply)),
  );

  app.post(
    '/api/chat/stream',
    {
      onRequest: requireRole('premium', 'admin'),
      schema: {
        tags,
        summary: `${summary}: the answer as server-sent events while it is written`,
        description: `The same question and answer as POST /api/chat, as \`text/event-stream\`: \`delta\` events carry pieces of the answer, then \`done\` carries the whole answer, or \`error\` a failure that came after the first piece (one that comes before answers its status and error body like POST /api/chat). Closing the connection cancels the question and the model's work on it. ${answerDescription}`,
        security: bearerAuth,
        body: chatRequestSchema,
        response: {
          200: {
            description: 'Server-sent events; each `data` is one of these objects',
            content: { 'text/event-stream': { schema: chatStreamEventSchema } },
          },
          ...errorResponses(400, 401, 403, 429, 502, 503, 504),
        },
      },
    },
    async (request, reply) =>
      sendEventStream(reply, assistant.stream(question(request, reply, draining)), draining),
  );

  app.get(
    '/api/chat/notice',
    {
      onRequest: requireRole('premium', 'admin'),
      schema: {
        tags,
        summary:
          "The Ask Library banner's text per language (CHAT_NOTICE_EN, CHAT_NOTICE_AR); null shows the app's own",
        security: bearerAuth,
        response: { 200: chatNoticeSchema, ...errorResponses(401, 403) },
      },
    },
    async () => assistant.notice(),
  );
};

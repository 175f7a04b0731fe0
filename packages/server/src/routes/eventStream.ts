import { defaultErrorCode, encodeChatEvent, type ChatStreamEvent } from '@libatlas/contracts';
import type { FastifyReply } from 'fastify';
import { ERROR_CODES, HttpError } from '../errors/HttpError';

function errorEvent(error: unknown): ChatStreamEvent {
  return error instanceof HttpError
    ? {
        type: 'error',
        statusCode: error.statusCode,
        error: ERROR_CODES[error.statusCode] ?? 'Error',
        code: error.options.code ?? defaultErrorCode(error.statusCode),
        message: error.message,
      }
    : {
        type: 'error',
        statusCode: 500,
        error: 'InternalServerError',
        code: 'serverError',
        message: 'Internal server error',
      };
}

/**
 * Answers server-sent events from `events`. The first event is awaited before anything is sent, so
 * a failure that comes first (a limit, a model that cannot be reached) is an ordinary answer with
 * its status and error body; a failure once the stream has begun is its last event, `error`.
 */
export async function sendEventStream(
  reply: FastifyReply,
  events: AsyncGenerator<ChatStreamEvent>,
): Promise<void> {
  const first = await events.next();
  reply.hijack();
  const raw = reply.raw;
  // Headers set through Fastify's reply (rate limits) are not sent by a hijacked reply on their own.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // Each event must reach the reader as it is written: no caching or buffering proxy between.
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  try {
    if (!first.done) raw.write(encodeChatEvent(first.value));
    for await (const event of events) {
      if (raw.destroyed) break;
      raw.write(encodeChatEvent(event));
    }
  } catch (error) {
    if (!(error instanceof HttpError)) reply.log.error({ err: error }, 'chat stream failed');
    if (!raw.destroyed) raw.write(encodeChatEvent(errorEvent(error)));
  } finally {
    raw.end();
  }
}

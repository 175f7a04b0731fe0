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

/** The last event of a stream the server ends because it is shutting down. */
const SHUTTING_DOWN = new HttpError(503, 'The server is shutting down: ask again', undefined, {
  code: 'chatUnavailable',
});

/**
 * Answers server-sent events from `events`. The first event is awaited before anything is sent, so
 * a failure that comes first (a limit, a model that cannot be reached) is an ordinary answer with
 * its status and error body; a failure once the stream has begun is its last event, `error`.
 * When `draining` aborts, the stream ends at once with an `error` event rather than hold the
 * server's shutdown until the model is done.
 */
export async function sendEventStream(
  reply: FastifyReply,
  events: AsyncGenerator<ChatStreamEvent>,
  draining: AbortSignal,
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
    // A hijacked reply skips the onSend hooks, noStoreByDefault's too: the answer is the asker's.
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
  });
  const ended = () => raw.destroyed || raw.writableEnded;
  const endForShutdown = () => {
    // The connection goes with the stream: an idle keep-alive one would hold the shutdown too.
    if (!ended()) raw.end(encodeChatEvent(errorEvent(SHUTTING_DOWN)), () => raw.destroy());
  };
  if (draining.aborted) endForShutdown();
  draining.addEventListener('abort', endForShutdown, { once: true });
  try {
    if (!first.done && !ended()) raw.write(encodeChatEvent(first.value));
    for await (const event of events) {
      if (ended()) break;
      raw.write(encodeChatEvent(event));
    }
  } catch (error) {
    if (!(error instanceof HttpError)) reply.log.error({ err: error }, 'chat stream failed');
    if (!ended()) raw.write(encodeChatEvent(errorEvent(error)));
  } finally {
    draining.removeEventListener('abort', endForShutdown);
    if (!ended()) raw.end();
  }
}

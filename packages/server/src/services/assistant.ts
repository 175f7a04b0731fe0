import type {
  ApiErrorCode,
  ChatNotice,
  ChatRequest,
  ChatResponse,
  ChatStreamEvent,
} from '@libatlas/contracts';
import type { FastifyBaseLogger } from 'fastify';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatConfig } from '../config';
import type { Database } from '../db/client';
import { HttpError } from '../errors/HttpError';
import { ChatLimits } from './ChatLimits';
import { RateCounters } from './RateCounters';
import { answerQuestion, detectLanguage, latestQuestion } from './chat';
import { directoryTools } from './directoryTools';
import { listLibraries } from './libraries';
import { modelAnswer } from './modelAnswer';

/** One question to the assistant. */
export interface AssistantQuestion {
  userId: string;
  request: ChatRequest;
  /** Aborts when the asker is gone (a newer question, a page left): the model's call goes with it. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface Assistant {
  /** POST /api/chat: the whole answer at once (spec §7). */
  answer(question: AssistantQuestion): Promise<ChatResponse>;
  /**
   * POST /api/chat/stream: the answer's pieces, then `done`. It throws HttpError for a failure:
   * before its first event the route answers it with its status, after it as an `error` event.
   */
  stream(question: AssistantQuestion): AsyncGenerator<ChatStreamEvent>;
  /** GET /api/chat/notice: the maintenance banner's configured text. */
  notice(): ChatNotice;
}

function failure(statusCode: number, code: ApiErrorCode, message: string): HttpError {
  return new HttpError(statusCode, message, undefined, { code });
}

/**
 * The provider's failure in the API's words (contracts' CHAT_ERROR_CODES): its message and body
 * stay in the server's log, where they may name the account; the browser gets a code.
 */
function chatFailure(error: unknown, timedOut: boolean, log: FastifyBaseLogger, apiKey?: string) {
  if (error instanceof HttpError) return error;
  if (timedOut || error instanceof APIConnectionTimeoutError) {
    return failure(504, 'chatTimeout', 'The assistant took too long to answer');
  }
  if (!(error instanceof APIError)) {
    // Not the provider's: a defect of ours, answered 500 by the error plugin.
    return error;
  }
  const message = apiKey ? error.message.replaceAll(apiKey, '[CHAT_API_KEY]') : error.message;
  log.warn(
    { status: error.status, type: error.type, code: error.code, message },
    'chat model failed',
  );
  if (error instanceof APIConnectionError) {
    return failure(503, 'chatUnavailable', 'The assistant cannot be reached');
  }
  if (error.status === 429 || (error.status !== undefined && error.status >= 500)) {
    return failure(503, 'chatUnavailable', 'The assistant is busy; try again later');
  }
  return failure(502, 'chatProviderError', 'The assistant refused the request');
}

/**
 * Ask Library's engine: the built-in one (services/chat.ts), which needs nothing outside the
 * server, or, when CHAT_BASE_URL and CHAT_MODEL are set, an OpenAI-compatible model that reads the
 * directory through tools, bounded per user by ChatLimits and in time by CHAT_TIMEOUT_MS.
 */
export function createAssistant(db: Database, config: ChatConfig): Assistant {
  const { provider } = config;
  const client = provider
    ? new OpenAI({
        baseURL: provider.baseUrl,
        // The client insists on a key; servers such as Ollama ignore the one it then sends.
        apiKey: provider.apiKey ?? 'no-key',
        // A retry would spend the asker's time and tokens twice; they can ask again.
        maxRetries: 0,
        timeout: config.timeoutMs,
      })
    : undefined;
  const limits = new ChatLimits(new RateCounters(db), config.rateLimit, config.dailyTokenBudget);

  async function* answerText(question: AssistantQuestion): AsyncGenerator<string> {
    const latest = latestQuestion(question.request);
    if (!client || !provider) {
      yield answerQuestion(latest, await listLibraries(db));
      return;
    }
    await limits.admit(question.userId);
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const signal = AbortSignal.any([question.signal, timeout]);
    try {
      const language = detectLanguage(latest);
      yield* modelAnswer(question.request.messages, {
        client,
        model: provider.model,
        tools: directoryTools(await listLibraries(db), language),
        language,
        maxRounds: config.maxToolRounds,
        signal,
        onUsage: (tokens) => limits.spend(question.userId, tokens),
      });
    } catch (error) {
      // The asker is gone: nothing to answer and nothing gone wrong (499, as proxies log it).
      if (question.signal.aborted) throw failure(499, 'chatCancelled', 'The asker left');
      throw chatFailure(error, timeout.aborted, question.log, provider.apiKey);
    }
  }

  return {
    async answer(question) {
      let response = '';
      for await (const text of answerText(question)) response += text;
      return { response };
    },
    async *stream(question) {
      let response = '';
      for await (const text of answerText(question)) {
        response += text;
        yield { type: 'delta', text };
      }
      yield { type: 'done', response };
    },
    notice: () => ({ en: config.notice.en ?? null, ar: config.notice.ar ?? null }),
  };
}

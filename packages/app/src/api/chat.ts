import {
  type ApiErrorCode,
  ChatEventDecoder,
  chatNoticeSchema,
  type ChatMessage,
  type ChatNotice,
  type ChatRequest,
} from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { HttpError } from './HttpError';
import { API_BASE, fetcher, storedToken } from './fetcher';
import { sessionRejected } from './sessionRejected';

type AskLibKey =
  | 'askLib.rateLimited'
  | 'askLib.budgetExhausted'
  | 'askLib.serviceError'
  | 'askLib.maintenance'
  | 'askLib.invalidResponse';

/** The server's stable error codes (contracts' CHAT_ERROR_CODES and more) in the spec's §8 texts. */
const ERROR_TEXTS: Partial<Record<ApiErrorCode, AskLibKey>> = {
  chatRateLimited: 'askLib.rateLimited',
  rateLimited: 'askLib.rateLimited',
  chatBudgetExhausted: 'askLib.budgetExhausted',
  chatTimeout: 'askLib.serviceError',
  chatProviderError: 'askLib.serviceError',
  chatUnavailable: 'askLib.maintenance',
  chatInvalidResponse: 'askLib.invalidResponse',
};

/** The chat's failure texts of spec §8, in the active language. */
// `TFunction`, as headTags.ts takes it: typed as `ReturnType<typeof useTranslation>['t']`, each
// call's return type is worked out through the whole catalog's keys, which TypeScript gives up on
// ("excessively deep") once the catalog grows by a few dozen keys.
function chatErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof DOMException && error.name === 'AbortError') return t('askLib.cancelled');
  if (error instanceof HttpError) {
    // The body's stable code in the reader's language (spec §7 read the `error` field, which now
    // keeps the status's short English name); without a code the app knows, the status.
    const key = error.body?.code ? ERROR_TEXTS[error.body.code] : undefined;
    return key ? t(key) : t('askLib.httpError', { status: error.status });
  }
  if (error instanceof InvalidResponseError) return t('askLib.invalidResponse');
  return t('askLib.serviceError');
}

class InvalidResponseError extends Error {}

/**
 * POST /api/chat/stream: calls `onText` with the answer so far each time a piece arrives and
 * resolves with the whole answer. A failure before the stream starts is an HttpError with the
 * server's error body; one after it arrives as an `error` event and is thrown the same way.
 */
async function streamAnswer(
  body: ChatRequest,
  signal: AbortSignal,
  onText: (text: string) => void,
): Promise<string> {
  const path = `${API_BASE}/chat/stream`;
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
  };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  console.debug(`[api] POST ${path}`);
  const response = await fetch(path, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal,
  });
  console.debug(`[api] POST ${path} → ${response.status}`);
  if (!response.ok) {
    // As every other call: a refused session ends it (api/fetcher.ts).
    if (response.status === 401 && token) sessionRejected.notify(token);
    const parsed = (await response.json().catch(() => null)) as HttpError['body'];
    throw new HttpError(response.status, parsed);
  }
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new InvalidResponseError();
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const decoder = new ChatEventDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const event of decoder.push(value)) {
      if (event.type === 'delta') {
        text += event.text;
        onText(text);
      } else if (event.type === 'done') {
        return event.response;
      } else {
        throw new HttpError(event.statusCode, event);
      }
    }
  }
  // The stream ended without its `done`: the answer is incomplete.
  throw new InvalidResponseError();
}

/**
 * The Ask Library conversation (spec §4 Chat): each question sends the whole conversation to
 * POST /api/chat/stream and the answer shows as it arrives (`streamingAnswer`). A new question
 * cancels the one in flight and leaving the page cancels it too; the server then stops the
 * model's work on it. Neither cancellation is a failure: nothing is shown or logged for it.
 */
export function useChat() {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [streamingAnswer, setStreamingAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const conversation = useRef<ChatMessage[]>([]);

  useEffect(
    () => () => {
      // Forgotten before it is aborted, so its failure reads as replaced, not as an error.
      const leaving = inFlight.current;
      inFlight.current = null;
      leaving?.abort();
    },
    [],
  );

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content) return;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const current = () => inFlight.current === controller;
      const question: ChatMessage = {
        role: 'user',
        content,
        timestamp: new Date().toISOString(),
      };
      conversation.current = [...conversation.current, question];
      setMessages(conversation.current);
      setPending(true);
      setStreamingAnswer(null);
      setError(null);
      try {
        const answer = await streamAnswer(
          // The server takes the latest 50 messages of a conversation at most.
          { messages: conversation.current.slice(-50) },
          controller.signal,
          (sofar) => {
            if (current()) setStreamingAnswer(sofar);
          },
        );
        if (!current()) return;
        conversation.current = [
          ...conversation.current,
          { role: 'assistant', content: answer, timestamp: new Date().toISOString() },
        ];
        setMessages(conversation.current);
      } catch (failure) {
        // A question replaced by a newer one, or left with the page, is not a failure.
        if (!current()) return;
        console.error('Chat request failed', failure);
        setError(chatErrorMessage(failure, t));
      } finally {
        if (current()) {
          inFlight.current = null;
          setPending(false);
          setStreamingAnswer(null);
        }
      }
    },
    [t],
  );

  return { messages, pending, streamingAnswer, error, send };
}

/** The maintenance banner's text the operator set for the active language, or null for the catalog's. */
export function useChatNotice(): string | null {
  const { language } = useLanguage();
  const { data } = useSWR<ChatNotice>('/chat/notice', fetcher);
  const parsed = chatNoticeSchema.safeParse(data);
  return parsed.success ? parsed.data[language] : null;
}

import type { ChatMessage, ChatResponse } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from './HttpError';
import { request } from './fetcher';

/** The chat's failure texts of spec §8, in the active language. */
function chatErrorMessage(error: unknown, t: ReturnType<typeof useTranslation>['t']): string {
  if (error instanceof DOMException && error.name === 'AbortError') return t('askLib.cancelled');
  if (error instanceof HttpError) {
    // On an error status the body's `error` field is shown (spec §7), else the status.
    const body = error.body as { error?: unknown } | null;
    return typeof body?.error === 'string' && body.error
      ? body.error
      : t('askLib.httpError', { status: error.status });
  }
  if (error instanceof InvalidResponseError) return t('askLib.invalidResponse');
  return t('askLib.serviceError');
}

class InvalidResponseError extends Error {}

/**
 * The Ask Library conversation (spec §4 Chat): each question sends the whole conversation to
 * POST /api/chat; a new question cancels the one in flight, and leaving the page cancels it too.
 */
export function useChat() {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const conversation = useRef<ChatMessage[]>([]);

  // Leaving the page cancels the question in flight (spec §4), quietly: a cancellation the user
  // caused is not a failure, and nothing is left to show it on.
  useEffect(
    () => () => {
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
      const question: ChatMessage = {
        role: 'user',
        content,
        timestamp: new Date().toISOString(),
      };
      conversation.current = [...conversation.current, question];
      setMessages(conversation.current);
      setPending(true);
      setError(null);
      try {
        const answer = await request<ChatResponse>('/chat', {
          method: 'POST',
          // The server takes the latest 50 messages of a conversation at most.
          body: { messages: conversation.current.slice(-50) },
          signal: controller.signal,
        });
        if (typeof answer?.response !== 'string') throw new InvalidResponseError();
        conversation.current = [
          ...conversation.current,
          { role: 'assistant', content: answer.response, timestamp: new Date().toISOString() },
        ];
        setMessages(conversation.current);
      } catch (failure) {
        // A question replaced by a newer one, or left behind, is not a failure to show.
        if (inFlight.current !== controller) return;
        console.error('Chat request failed', failure);
        setError(chatErrorMessage(failure, t));
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setPending(false);
        }
      }
    },
    [t],
  );

  return { messages, pending, error, send };
}

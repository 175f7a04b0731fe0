import { z } from 'zod';
import { API_ERROR_CODES } from './errors';
import { validationMessages } from './validationMessages';

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .trim()
    .min(1, { error: validationMessages.required })
    .max(2000, { error: validationMessages.tooLong }),
  timestamp: z.union([z.string().max(64), z.number()]),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/chat: the conversation so far; the last message is the question. */
export const chatRequestSchema = z.object({
  messages: z.array(chatMessageSchema).min(1).max(50),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({ response: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/**
 * The `code` of Ask Library's failures (design §5's error shape), stable so that the app can
 * translate them (the `message` beside it is English and for people reading logs). Never a
 * provider's own text.
 */
export const CHAT_ERROR_CODES = [
  /** 429: too many questions in a short time (Retry-After says when to ask again). */
  'chatRateLimited',
  /** 429: the user's daily allowance of the model is spent (Retry-After: the next UTC day). */
  'chatBudgetExhausted',
  /** 504: the model took longer than the server allows. */
  'chatTimeout',
  /** 503: the model cannot be reached or is overloaded. */
  'chatUnavailable',
  /** 502: the model refused the request (a wrong key, an unknown model…). */
  'chatProviderError',
  /** 502: the model answered nothing usable (no text, or tool calls past the allowed rounds). */
  'chatInvalidResponse',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

export function isChatErrorCode(value: unknown): value is ChatErrorCode {
  return typeof value === 'string' && (CHAT_ERROR_CODES as readonly string[]).includes(value);
}

/**
 * POST /api/chat/stream answers server-sent events, each `event: <type>` with its JSON in `data`:
 * `delta` pieces of the answer as they arrive, then either `done` with the whole answer (the same
 * text as POST /api/chat's `response`) or `error` in the error shape (design §5).
 */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), response: z.string() }),
  z.object({
    type: z.literal('error'),
    statusCode: z.number().int(),
    error: z.string(),
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
  }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/** GET /api/chat/notice: the maintenance banner's text per language, null for the catalog's own. */
export const chatNoticeSchema = z.object({
  en: z.string().nullable(),
  ar: z.string().nullable(),
});
export type ChatNotice = z.infer<typeof chatNoticeSchema>;

/** One event of the chat stream as it goes on the wire. */
export function encodeChatEvent(event: ChatStreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Reads the chat stream back from text that arrives in pieces of any size (a piece may end in the
 * middle of a line or of a character's escape): `push` returns the events the text completes.
 * Comments (`: …`) are skipped and an event whose data is not one of the schema's is dropped, so a
 * proxy's keep-alive or a future event type never breaks an older page.
 */
export class ChatEventDecoder {
  private buffer = '';
  private data: string[] = [];

  push(text: string): ChatStreamEvent[] {
    this.buffer += text;
    const events: ChatStreamEvent[] = [];
    let end: number;
    while ((end = this.buffer.search(/\r\n|\r|\n/)) !== -1) {
      // A lone \r at the very end may be the first half of \r\n: wait for the next piece.
      if (this.buffer[end] === '\r' && end === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + (this.buffer.startsWith('\r\n', end) ? 2 : 1));
      if (line === '') {
        const event = this.dispatch();
        if (event) events.push(event);
      } else if (line.startsWith('data:')) {
        this.data.push(line.slice(5).replace(/^ /, ''));
      }
    }
    return events;
  }

  private dispatch(): ChatStreamEvent | null {
    if (this.data.length === 0) return null;
    const text = this.data.join('\n');
    this.data = [];
    try {
      const parsed = chatStreamEventSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}

import { describe, expect, it } from 'vitest';
import {
  ChatEventDecoder,
  chatRequestSchema,
  encodeChatEvent,
  isChatErrorCode,
  type ChatStreamEvent,
} from '../src';

const events: ChatStreamEvent[] = [
  { type: 'delta', text: 'المكتبات في ' },
  { type: 'delta', text: 'مصر: [دار الكتب](/libraries/egypt)\n\nline two' },
  { type: 'done', response: 'المكتبات في مصر: [دار الكتب](/libraries/egypt)\n\nline two' },
  {
    type: 'error',
    statusCode: 504,
    error: 'GatewayTimeout',
    code: 'chatTimeout',
    message: 'The assistant took too long',
  },
];

describe('chat stream', () => {
  it('reads back every event it writes, whole', () => {
    const decoder = new ChatEventDecoder();
    expect(decoder.push(events.map(encodeChatEvent).join(''))).toEqual(events);
  });

  it('reads events that arrive in pieces of any size, across lines and characters', () => {
    const wire = events.map(encodeChatEvent).join('');
    for (const size of [1, 2, 3, 7, 64]) {
      const decoder = new ChatEventDecoder();
      const read: ChatStreamEvent[] = [];
      for (let i = 0; i < wire.length; i += size)
        read.push(...decoder.push(wire.slice(i, i + size)));
      expect(read, `pieces of ${size}`).toEqual(events);
    }
  });

  it('takes CRLF line ends, skips comments and drops events it does not know', () => {
    const decoder = new ChatEventDecoder();
    const wire =
      ': keep-alive\r\n\r\n' +
      'event: progress\r\ndata: {"type":"progress","step":1}\r\n\r\n' +
      'event: delta\r\ndata: not json\r\n\r\n' +
      'event: delta\r\ndata: {"type":"delta","text":"Hi"}\r';
    expect(decoder.push(wire)).toEqual([]);
    expect(decoder.push('\n\r\n')).toEqual([{ type: 'delta', text: 'Hi' }]);
  });

  it('knows its error codes and no others', () => {
    expect(isChatErrorCode('chatBudgetExhausted')).toBe(true);
    expect(isChatErrorCode('TooManyRequests')).toBe(false);
    expect(isChatErrorCode(undefined)).toBe(false);
  });

  it('takes a conversation of at most 50 non-blank messages', () => {
    const message = { role: 'user', content: 'Which libraries are in Oceania?', timestamp: 1 };
    expect(chatRequestSchema.safeParse({ messages: [message] }).success).toBe(true);
    expect(chatRequestSchema.safeParse({ messages: Array(51).fill(message) }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ messages: [{ ...message, content: '  ' }] }).success).toBe(
      false,
    );
  });
});

import type { ChatMessage } from '@libatlas/contracts';
import type OpenAI from 'openai';
import type {
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { HttpError } from '../errors/HttpError';
import type { ChatLanguage } from './chat';
import type { DirectoryTools } from './directoryTools';

/** How much of a long conversation the model reads: enough for follow-ups, bounded in cost. */
const HISTORY = 20;

const LANGUAGE_NAMES: Record<ChatLanguage, string> = { en: 'English', ar: 'Arabic' };

/**
 * The model's instructions. They are in English whatever the question's language (models follow
 * English instructions best) and name the answer's language outright, since a model otherwise
 * tends to answer in the language of the instructions or of the tool results.
 */
export function systemPrompt(language: ChatLanguage, now: Date): string {
  const today = now.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return [
    "You are Ask Library, the assistant of the National Libraries Atlas, a bilingual directory of the world's national libraries.",
    'Rules:',
    '1. Answer only from what the tools return: search_libraries, get_library and count_libraries. Call them before answering any question about libraries, countries, regions, addresses, opening hours or contacts. Never answer from memory and never invent a library, a fact, an id or a link.',
    '2. When the tools find nothing, say that the atlas does not list it.',
    '3. Cite every library you mention as a Markdown link to its page, exactly as the tools give it: [Library name](/libraries/<id>). You may also link a website the tools give. Use no other links, no images and no HTML.',
    `4. Answer in ${LANGUAGE_NAMES[language]}, the language of the question, whatever the language of these rules or of the tool results.`,
    '5. If the question is not about the libraries of this directory (the weather, general knowledge, writing, code or anything else), decline politely in one or two sentences and say what you can help with: finding national libraries by country, region or name, and their addresses, opening hours, contacts and websites.',
    '6. Be brief: short paragraphs or lists, plain text with Markdown links only.',
    `Today is ${today} (UTC).`,
  ].join('\n');
}

export interface ModelAnswerOptions {
  client: OpenAI;
  model: string;
  tools: DirectoryTools;
  language: ChatLanguage;
  /** Model calls in all; the last one is offered no tools, so it has to answer. */
  maxRounds: number;
  signal: AbortSignal;
  /**
   * Called after each call with the tokens it used (the provider's count, or an estimate); the
   * answer goes on once it has settled, so the next question sees the tokens counted.
   */
  onUsage: (tokens: number) => Promise<void>;
}

interface PendingCall {
  id: string;
  name: string;
  arguments: string;
}

function invalidResponse(message: string): HttpError {
  return new HttpError(502, message, undefined, { code: 'chatInvalidResponse' });
}

/** About four characters per token: for providers that do not report usage on a stream. */
function estimateTokens(...texts: string[]): number {
  return Math.ceil(texts.reduce((sum, text) => sum + text.length, 0) / 4);
}

/**
 * Asks the model, runs the directory tools it calls and asks again, for at most `maxRounds` calls,
 * yielding the answer's text as the model streams it. Throws HttpError 502 ChatInvalidResponse when
 * the model gives no text or an event that is not JSON, the signal's reason when it aborts
 * mid-answer; the provider's own errors are thrown as they are (see chatFailure).
 */
export async function* modelAnswer(
  history: readonly ChatMessage[],
  options: ModelAnswerOptions,
): AsyncGenerator<string> {
  const { client, model, tools, language, maxRounds, signal, onUsage } = options;
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(language, new Date()) },
    ...history.slice(-HISTORY).map((message): ChatCompletionMessageParam => ({
      role: message.role,
      content: message.content,
    })),
  ];
  let answered = false;

  for (let round = 1; round <= maxRounds; round += 1) {
    const last = round === maxRounds;
    const stream = await client.chat.completions.create(
      {
        model,
        messages,
        ...(last ? {} : { tools: tools.definitions }),
        stream: true,
        stream_options: { include_usage: true },
      },
      { signal },
    );
    let text = '';
    const calls: PendingCall[] = [];
    let usage: number | undefined;
    try {
      for await (const chunk of stream) {
        if (chunk.usage) usage = chunk.usage.total_tokens;
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (delta.content) {
          // Text before a tool call and the answer after it are one message to the reader.
          if (text === '' && answered) yield '\n\n';
          text += delta.content;
          answered = true;
          yield delta.content;
        }
        for (const call of delta.tool_calls ?? []) {
          const pending = (calls[call.index] ??= { id: '', name: '', arguments: '' });
          if (call.id) pending.id = call.id;
          if (call.function?.name) pending.name += call.function.name;
          if (call.function?.arguments) pending.arguments += call.function.arguments;
        }
      }
    } catch (error) {
      // The client parses each event's data as JSON: a SyntaxError is the model's, not ours.
      if (error instanceof SyntaxError)
        throw invalidResponse('The assistant sent an unreadable event');
      throw error;
    }
    // The client ends its stream quietly when the call is aborted (the time is up, the asker left):
    // what came so far is a cut-off answer, not a whole one.
    signal.throwIfAborted();
    const made = calls.filter(
      (call): call is PendingCall => call !== undefined && call.name !== '',
    );
    await onUsage(
      usage ??
        estimateTokens(
          JSON.stringify(messages),
          text,
          ...made.map((call) => call.name + call.arguments),
        ),
    );
    if (made.length === 0 || last) break;

    const toolCalls: ChatCompletionMessageFunctionToolCall[] = made.map((call, index) => ({
      id: call.id || `call_${round}_${index}`,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    }));
    messages.push({ role: 'assistant', content: text || null, tool_calls: toolCalls });
    for (const call of toolCalls) {
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: tools.run(call.function.name, call.function.arguments),
      });
    }
  }

  if (!answered) throw invalidResponse('The assistant gave no answer');
}

import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible model server (no model can run on the test machines): it
 * speaks POST /chat/completions with `stream: true` as the protocol has it (`data: <chunk>` lines,
 * then `data: [DONE]`), answers what each test scripts, and records what the server sent it and
 * whether the server dropped the connection before the answer was complete.
 */

export interface StubCall {
  /** The JSON body the server sent. */
  body: {
    model: string;
    stream?: boolean;
    messages: {
      role: string;
      content: string | null;
      tool_call_id?: string;
      tool_calls?: unknown[];
    }[];
    tools?: { type: string; function: { name: string; parameters: unknown } }[];
    stream_options?: unknown;
  };
  headers: IncomingHttpHeaders;
  /** Resolves when the server drops the call before the stub has finished answering it. */
  dropped: Promise<void>;
}

export type StubReply =
  /**
   * Chunks sent `gapMs` apart, then [DONE]; with `hang`, the answer never ends after the chunks;
   * `rawAfter` is written after them as it is (an event whose data is not JSON, say).
   */
  | { chunks: object[]; gapMs?: number; hang?: boolean; failAfter?: object; rawAfter?: string }
  /** An error status with a JSON body, as providers answer a bad key or an unknown model. */
  | { status: number; body: unknown };

export interface StubModel {
  /** The base URL to give as CHAT_BASE_URL. */
  url: string;
  calls: StubCall[];
  /** Scripts the replies: called for each call with its body and its index among all calls. */
  reply(script: (call: StubCall, index: number) => StubReply): void;
  close(): Promise<void>;
}

let chunkId = 0;

function chunk(delta: object, finish: string | null = null): object {
  chunkId += 1;
  return {
    id: `chatcmpl-stub-${chunkId}`,
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'stub-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

/** The answer's text in the given pieces, as a model streams it. */
export function textChunks(pieces: string[]): object[] {
  return [
    chunk({ role: 'assistant', content: '' }),
    ...pieces.map((content) => chunk({ content })),
    chunk({}, 'stop'),
  ];
}

/** Tool calls, with each call's arguments split in two pieces as real models stream them. */
export function toolCallChunks(calls: { name: string; arguments: object }[]): object[] {
  const out: object[] = [chunk({ role: 'assistant', content: null })];
  calls.forEach((call, index) => {
    const json = JSON.stringify(call.arguments);
    const half = Math.floor(json.length / 2);
    out.push(
      chunk({
        tool_calls: [
          {
            index,
            id: `call_stub_${index}`,
            type: 'function',
            function: { name: call.name, arguments: json.slice(0, half) },
          },
        ],
      }),
      chunk({ tool_calls: [{ index, function: { arguments: json.slice(half) } }] }),
    );
  });
  out.push(chunk({}, 'tool_calls'));
  return out;
}

/** The last chunk of a stream asked with `stream_options.include_usage`. */
export function usageChunk(totalTokens: number): object {
  return {
    id: 'chatcmpl-stub-usage',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'stub-model',
    choices: [],
    usage: {
      prompt_tokens: totalTokens - 1,
      completion_tokens: 1,
      total_tokens: totalTokens,
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(response: ServerResponse, reply: StubReply): Promise<void> {
  if ('status' in reply) {
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const piece of reply.chunks) {
    if (response.destroyed) return;
    response.write(`data: ${JSON.stringify(piece)}\n\n`);
    if (reply.gapMs) await sleep(reply.gapMs);
  }
  if (reply.failAfter) {
    response.write(`data: ${JSON.stringify(reply.failAfter)}\n\n`);
  }
  if (reply.rawAfter) response.write(reply.rawAfter);
  if (reply.hang) return;
  response.end('data: [DONE]\n\n');
}

export async function startStubModel(): Promise<StubModel> {
  let script: (call: StubCall, index: number) => StubReply = () => ({
    status: 500,
    body: { error: { message: 'no reply scripted' } },
  });
  const calls: StubCall[] = [];
  const open = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (piece: string) => {
      raw += piece;
    });
    request.on('end', () => {
      let droppedNow: () => void = () => undefined;
      const dropped = new Promise<void>((resolve) => {
        droppedNow = resolve;
      });
      const call: StubCall = {
        body: JSON.parse(raw) as StubCall['body'],
        headers: request.headers,
        dropped,
      };
      const index = calls.push(call) - 1;
      open.add(response);
      response.on('close', () => {
        open.delete(response);
        if (!response.writableFinished) droppedNow();
      });
      if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
        void send(response, { status: 404, body: { error: { message: 'not found' } } });
        return;
      }
      void send(response, script(call, index));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    reply: (next) => {
      script = next;
    },
    close: async () => {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

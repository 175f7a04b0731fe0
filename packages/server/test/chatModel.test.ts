import type { AddressInfo } from 'node:net';
import {
  ChatEventDecoder,
  chatStreamEventSchema,
  errorBodySchema,
  type ChatStreamEvent,
  type Library,
} from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage } from '../src/services/chat';
import { listLibraries } from '../src/services/libraries';
import {
  startStubModel,
  textChunks,
  toolCallChunks,
  usageChunk,
  type StubCall,
  type StubModel,
} from './helpers/stubModel';
import { createTestApp, type TestApp, type TestUser } from './helpers/testApp';

const API_KEY = 'sk-test-secret-4242';

function ask(content: string) {
  return { messages: [{ role: 'user' as const, content, timestamp: Date.now() }] };
}

interface Received {
  event: ChatStreamEvent;
  /** ms since the request was sent. */
  at: number;
}

/** POST /api/chat/stream over real HTTP, read as the browser reads it. */
async function streamChat(
  base: string,
  token: string,
  content: string,
  options: { signal?: AbortSignal; onEvent?: (event: ChatStreamEvent) => void } = {},
): Promise<{ status: number; contentType: string; events: Received[]; json?: unknown }> {
  const started = Date.now();
  const response = await fetch(`${base}/api/chat/stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(ask(content)),
    signal: options.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.startsWith('text/event-stream')) {
    return { status: response.status, contentType, events: [], json: await response.json() };
  }
  const decoder = new ChatEventDecoder();
  const text = new TextDecoder();
  const events: Received[] = [];
  for await (const bytes of response.body!) {
    for (const event of decoder.push(text.decode(bytes, { stream: true }))) {
      events.push({ event, at: Date.now() - started });
      options.onEvent?.(event);
    }
  }
  return { status: response.status, contentType, events };
}

function toolMessages(call: StubCall) {
  return call.body.messages.filter((message) => message.role === 'tool');
}

/** What a model does with the search's answer: writes Arabic prose linking each library found. */
function arabicAnswerFrom(call: StubCall): string[] {
  const [result] = toolMessages(call);
  const found = JSON.parse(result!.content!) as { libraries: { name: string; page: string }[] };
  return [
    'وجدتُ في الأطلس ',
    `${found.libraries.length === 1 ? 'مكتبة واحدة' : `${found.libraries.length} مكتبات`} في مصر: `,
    ...found.libraries.map((library) => `[${library.name}](${library.page}) `),
    'ويمكنك فتح صفحة كل مكتبة لمعرفة عنوانها ومواعيد عملها.',
  ];
}

function expectCleanError(body: unknown, statusCode: number, code: string) {
  const parsed = errorBodySchema.parse(body);
  expect(parsed).toMatchObject({ statusCode, code });
  const text = JSON.stringify(body);
  expect(text).not.toContain(API_KEY);
  expect(text).not.toContain('Incorrect');
  expect(text).not.toContain('upstream');
}

describe('Ask Library with a language model', () => {
  let stub: StubModel;
  let t: TestApp;
  let base: string;
  let premium: TestUser;
  let egypt: Library[];

  beforeAll(async () => {
    stub = await startStubModel();
    t = await createTestApp({
      seed: true,
      chat: {
        provider: { baseUrl: stub.url, model: 'stub-model', apiKey: API_KEY },
        // Far beyond the cancellation tests' wait, so only the asker's leaving can drop the call.
        timeoutMs: 20_000,
        maxToolRounds: 3,
        rateLimit: { max: 1_000, timeWindowMs: 60_000 },
        dailyTokenBudget: 1_000_000,
        notice: { en: 'The assistant is in preview.', ar: undefined },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    premium = await t.createUser('premium');
    egypt = (await listLibraries(t.db)).filter((library) => library.country.en === 'Egypt');
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it('answers an Arabic question by calling the directory tools, streams Arabic and links the pages it used', async () => {
    expect(egypt.length).toBeGreaterThan(0);
    stub.reply((call) =>
      toolMessages(call).length === 0
        ? { chunks: toolCallChunks([{ name: 'search_libraries', arguments: { country: 'مصر' } }]) }
        : { chunks: [...textChunks(arabicAnswerFrom(call)), usageChunk(321)], gapMs: 40 },
    );
    const before = stub.calls.length;
    const result = await streamChat(base, premium.token, 'ما المكتبات الوطنية في مصر؟');
    expect(result.status).toBe(200);
    expect(result.contentType).toMatch(/^text\/event-stream/);

    const [first, second] = stub.calls.slice(before);
    expect(stub.calls.length - before).toBe(2);
    // The model is told to answer in Arabic, offered the directory's tools, and sent the key.
    expect(first!.body.model).toBe('stub-model');
    expect(first!.body.stream).toBe(true);
    expect(first!.body.messages[0]).toMatchObject({ role: 'system' });
    expect(first!.body.messages[0]!.content).toContain('Answer in Arabic');
    expect(first!.body.messages.at(-1)).toMatchObject({
      role: 'user',
      content: 'ما المكتبات الوطنية في مصر؟',
    });
    expect(first!.body.tools?.map((tool) => tool.function.name)).toEqual([
      'search_libraries',
      'get_library',
      'count_libraries',
    ]);
    expect(first!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    // The tool ran on the server against the directory: the model got Egypt's libraries in Arabic.
    const [toolResult] = toolMessages(second!);
    expect(toolResult!.tool_call_id).toBe('call_stub_0');
    const found = JSON.parse(toolResult!.content!) as {
      libraries: { id: string; name: string; page: string }[];
    };
    expect(found.libraries.map((library) => library.id).sort()).toEqual(
      egypt.map((library) => library.id).sort(),
    );

    const deltas = result.events.filter((received) => received.event.type === 'delta');
    const done = result.events.at(-1)!;
    expect(done.event.type).toBe('done');
    expect(deltas.length).toBeGreaterThan(3);
    // Streamed: the first piece reached the reader well before the model had finished.
    expect(done.at - deltas[0]!.at).toBeGreaterThanOrEqual(100);
    const response = done.event.type === 'done' ? done.event.response : '';
    expect(deltas.map((d) => (d.event.type === 'delta' ? d.event.text : '')).join('')).toBe(
      response,
    );
    expect(detectLanguage(response)).toBe('ar');
    for (const library of egypt) {
      expect(response).toContain(`[${library.lib_name.ar}](/libraries/${library.id})`);
    }
  });

  it('gives the same answer whole on POST /api/chat', async () => {
    stub.reply((call) =>
      toolMessages(call).length === 0
        ? {
            chunks: toolCallChunks([{ name: 'search_libraries', arguments: { country: 'Egypt' } }]),
          }
        : { chunks: textChunks(arabicAnswerFrom(call)) },
    );
    const response = await t.request('POST', '/api/chat', {
      token: premium.token,
      payload: ask('ما المكتبات الوطنية في مصر؟'),
    });
    expect(response.statusCode).toBe(200);
    const { response: text } = response.json<{ response: string }>();
    for (const library of egypt) expect(text).toContain(`(/libraries/${library.id})`);
  });

  it('aborts the model call when the reader cancels the stream mid-answer', async () => {
    stub.reply(() => ({ chunks: textChunks(['المكتبة ', 'الوطنية']).slice(0, 2), hang: true }));
    const before = stub.calls.length;
    const controller = new AbortController();
    const reading = streamChat(base, premium.token, 'مكتبات مصر', {
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === 'delta') controller.abort();
      },
    });
    await expect(reading).rejects.toThrow();
    const call = stub.calls[before]!;
    await expect(timeout(call.dropped, 3_000)).resolves.toBe('dropped');
  });

  it('aborts the model call when the asker leaves before the first word (POST /api/chat too)', async () => {
    stub.reply(() => ({ chunks: [], hang: true }));
    for (const path of ['/api/chat', '/api/chat/stream']) {
      const before = stub.calls.length;
      const controller = new AbortController();
      const asking = fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${premium.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(ask('Which libraries are in Oceania?')),
        signal: controller.signal,
      });
      await waitFor(() => stub.calls.length > before);
      controller.abort();
      await expect(asking).rejects.toThrow();
      await expect(timeout(stub.calls[before]!.dropped, 3_000), path).resolves.toBe('dropped');
    }
  });

  it("answers the provider's refusal with a code, never its body or the key", async () => {
    stub.reply(() => ({
      status: 401,
      body: {
        error: {
          message: `Incorrect API key provided: ${API_KEY}. upstream trace 0x42`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    }));
    const whole = await t.request('POST', '/api/chat', {
      token: premium.token,
      payload: ask('Which libraries are in Oceania?'),
    });
    expect(whole.statusCode).toBe(502);
    expectCleanError(whole.json(), 502, 'chatProviderError');
    expect(whole.body).not.toContain(API_KEY);

    const streamed = await streamChat(base, premium.token, 'Which libraries are in Oceania?');
    expect(streamed.status).toBe(502);
    expectCleanError(streamed.json, 502, 'chatProviderError');
  });

  it('answers an overloaded or unreachable provider 503 ChatUnavailable', async () => {
    stub.reply(() => ({
      status: 500,
      body: { error: { message: `upstream exploded ${API_KEY}` } },
    }));
    const overloaded = await t.request('POST', '/api/chat', {
      token: premium.token,
      payload: ask('Which libraries are in Oceania?'),
    });
    expect(overloaded.statusCode).toBe(503);
    expectCleanError(overloaded.json(), 503, 'chatUnavailable');

    const closed = await startStubModel();
    const unreachableUrl = closed.url;
    await closed.close();
    const offline = await createTestApp({
      chat: { ...t.config.chat, provider: { baseUrl: unreachableUrl, model: 'm' } },
    });
    try {
      const admin = offline.admin;
      const response = await offline.request('POST', '/api/chat', {
        token: admin.token,
        payload: ask('Which libraries are in Oceania?'),
      });
      expect(response.statusCode).toBe(503);
      expectCleanError(response.json(), 503, 'chatUnavailable');
    } finally {
      await offline.close();
    }
  });

  it('ends a stream that fails after its first words with an error event', async () => {
    stub.reply(() => ({
      chunks: textChunks(['The atlas lists ']).slice(0, 2),
      failAfter: { error: { message: `upstream failure for ${API_KEY}`, type: 'server_error' } },
    }));
    const result = await streamChat(base, premium.token, 'How many libraries are there?');
    expect(result.status).toBe(200);
    expect(result.events.map((received) => received.event.type)).toEqual(['delta', 'error']);
    const last = chatStreamEventSchema.parse(result.events.at(-1)!.event);
    expect(last).toMatchObject({ type: 'error', code: 'chatProviderError', statusCode: 502 });
    expect(JSON.stringify(last)).not.toContain(API_KEY);
  });

  it('answers a model whose event stream is not JSON 502 ChatInvalidResponse, whole or streamed', async () => {
    stub.reply(() => ({
      chunks: textChunks(['The atlas lists ']).slice(0, 2),
      rawAfter: 'data: {"choices": [{"delta": {"content": "forty\n\n',
    }));
    const whole = await t.request('POST', '/api/chat', {
      token: premium.token,
      payload: ask('How many libraries are there?'),
    });
    expect(whole.statusCode).toBe(502);
    expectCleanError(whole.json(), 502, 'chatInvalidResponse');
    const streamed = await streamChat(base, premium.token, 'How many libraries are there?');
    expect(streamed.events.map((received) => received.event.type)).toEqual(['delta', 'error']);
    expect(streamed.events.at(-1)!.event).toMatchObject({
      type: 'error',
      statusCode: 502,
      code: 'chatInvalidResponse',
    });
  });

  it('lets the model call tools a bounded number of times, then answers 502 ChatInvalidResponse', async () => {
    stub.reply(() => ({
      chunks: toolCallChunks([{ name: 'count_libraries', arguments: {} }]),
    }));
    const before = stub.calls.length;
    const response = await t.request('POST', '/api/chat', {
      token: premium.token,
      payload: ask('How many libraries are there?'),
    });
    expect(response.statusCode).toBe(502);
    expectCleanError(response.json(), 502, 'chatInvalidResponse');
    const calls = stub.calls.slice(before);
    expect(calls).toHaveLength(3);
    // The last call offers no tools, so that a well-behaved model has to answer.
    expect(calls.map((call) => call.body.tools !== undefined)).toEqual([true, true, false]);
    const counted = JSON.parse(toolMessages(calls[1]!)[0]!.content!) as { total: number };
    expect(counted.total).toBe((await listLibraries(t.db)).length);
  });

  it('serves the configured banner text, null where the catalog text stays', async () => {
    const notice = await t.request('GET', '/api/chat/notice', { token: premium.token });
    expect(notice.statusCode).toBe(200);
    expect(notice.json()).toEqual({ en: 'The assistant is in preview.', ar: null });
    const regular = await t.createUser('regular');
    expect((await t.request('GET', '/api/chat/notice', { token: regular.token })).statusCode).toBe(
      403,
    );
    expect((await t.request('GET', '/api/chat/notice')).statusCode).toBe(401);
  });
});

describe('Ask Library limits with a language model', () => {
  let stub: StubModel;
  let t: TestApp;

  beforeAll(async () => {
    stub = await startStubModel();
    t = await createTestApp({
      chat: {
        provider: { baseUrl: stub.url, model: 'stub-model' },
        timeoutMs: 1_500,
        maxToolRounds: 2,
        rateLimit: { max: 3, timeWindowMs: 60_000 },
        dailyTokenBudget: 1_000,
        notice: {},
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  const question = (token: string) =>
    t.request('POST', '/api/chat', { token, payload: ask('How many libraries are there?') });

  it('limits questions per user per minute: 429 ChatRateLimited with Retry-After', async () => {
    stub.reply(() => ({ chunks: [...textChunks(['Forty.']), usageChunk(1)] }));
    const busy = await t.createUser('premium');
    for (let i = 0; i < 3; i += 1) expect((await question(busy.token)).statusCode).toBe(200);
    const limited = await question(busy.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'chatRateLimited' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The stream answers the same limit before it starts.
    const streamed = await t.request('POST', '/api/chat/stream', {
      token: busy.token,
      payload: ask('How many libraries are there?'),
    });
    expect(streamed.statusCode).toBe(429);
    expect(streamed.json()).toMatchObject({ code: 'chatRateLimited' });
    const calm = await t.createUser('premium');
    expect((await question(calm.token)).statusCode).toBe(200);
  });

  it("stops a user who has spent the day's tokens: 429 ChatBudgetExhausted until midnight UTC", async () => {
    stub.reply(() => ({ chunks: [...textChunks(['Forty.']), usageChunk(600)] }));
    const spender = await t.createUser('premium');
    expect((await question(spender.token)).statusCode).toBe(200);
    expect((await question(spender.token)).statusCode).toBe(200);
    const before = stub.calls.length;
    const exhausted = await question(spender.token);
    expect(exhausted.statusCode).toBe(429);
    expect(exhausted.json()).toMatchObject({ statusCode: 429, code: 'chatBudgetExhausted' });
    const retryAfter = Number(exhausted.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(stub.calls.length).toBe(before);
    expect((await question((await t.createUser('admin')).token)).statusCode).toBe(200);
  });

  it('gives up on a model slower than CHAT_TIMEOUT_MS: 504 ChatTimeout, and drops the call', async () => {
    stub.reply(() => ({ chunks: [], hang: true }));
    const before = stub.calls.length;
    const started = Date.now();
    const response = await t.request('POST', '/api/chat', {
      token: (await t.createUser('premium')).token,
      payload: ask('Which libraries are in Oceania?'),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(response.statusCode).toBe(504);
    expectCleanError(response.json(), 504, 'chatTimeout');
    await expect(timeout(stub.calls[before]!.dropped, 5_000)).resolves.toBe('dropped');
  });

  it('ends an answer still streaming at CHAT_TIMEOUT_MS as the timeout it is, not as a success', async () => {
    // Forty pieces 100 ms apart: the model is still writing when the 1.5 s are up.
    const pieces = Array.from({ length: 40 }, (_, i) => `piece ${i} `);
    stub.reply(() => ({ chunks: textChunks(pieces), gapMs: 100 }));
    const whole = await t.request('POST', '/api/chat', {
      token: (await t.createUser('premium')).token,
      payload: ask('Which libraries are in Oceania?'),
    });
    expect(whole.statusCode).toBe(504);
    expectCleanError(whole.json(), 504, 'chatTimeout');

    const streamed = await t.request('POST', '/api/chat/stream', {
      token: (await t.createUser('premium')).token,
      payload: ask('Which libraries are in Oceania?'),
    });
    expect(streamed.statusCode).toBe(200);
    const events = new ChatEventDecoder().push(streamed.body);
    expect(events.length).toBeGreaterThan(1);
    expect(events.some((event) => event.type === 'done')).toBe(false);
    expect(events.at(-1)).toMatchObject({ type: 'error', statusCode: 504, code: 'chatTimeout' });
  });

  it('counts the tokens of a provider that reports none by the text it sent and got', async () => {
    const longAnswer = 'x'.repeat(4_000);
    stub.reply(() => ({ chunks: textChunks([longAnswer]) }));
    const reader = await t.createUser('premium');
    expect((await question(reader.token)).statusCode).toBe(200);
    expect((await question(reader.token)).json()).toMatchObject({ code: 'chatBudgetExhausted' });
  });
});

function timeout<T>(promise: Promise<T>, ms: number): Promise<'dropped' | 'still open'> {
  return Promise.race([
    promise.then(() => 'dropped' as const),
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);
}

async function waitFor(condition: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

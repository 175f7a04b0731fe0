import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drawingTestApp } from './helpers/drawingTestApp';
import { libraryInput, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await drawingTestApp();
  const created = await t.request('POST', '/api/libraries', {
    token: t.admin.token,
    payload: libraryInput({ id: 'tl-page-answers' }),
  });
  expect(created.statusCode).toBe(201);
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

/** The statuses of the page server's own GETs of `path` made while `run` ran. */
async function answersWhile(path: string, run: () => Promise<void>): Promise<number[]> {
  const inject = vi.spyOn(t.app, 'inject');
  try {
    await run();
    const calls = inject.mock.calls.map((call) => (call as unknown[])[0]);
    const results = await Promise.all(
      inject.mock.results.map(({ value }) => value as Promise<LightMyRequestResponse>),
    );
    return results
      .filter((_result, i) => {
        const options = calls[i] as { method?: string; url?: string } | undefined;
        return options?.method === 'GET' && options.url === path;
      })
      .map((response) => response.statusCode);
  } finally {
    inject.mockRestore();
  }
}

describe('a page drawn again', () => {
  it('revalidates the answers it was drawn from (304, no body), and shows a write at once', async () => {
    const page = '/libraries/tl-page-answers';
    const first = await t.app.inject({ method: 'GET', url: page });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('A library for tests.');

    let again: LightMyRequestResponse | undefined;
    const statuses = await answersWhile('/api/libraries/tl-page-answers', async () => {
      again = await t.app.inject({ method: 'GET', url: page });
    });
    expect(statuses).toEqual([304]);
    expect(again?.statusCode).toBe(200);
    expect(again?.body).toBe(first.body);

    const edited = await t.request('PUT', '/api/libraries/tl-page-answers', {
      token: t.admin.token,
      payload: libraryInput({
        description: { en: 'Drawn after the write.', ar: 'رُسمت بعد الكتابة.' },
      }),
    });
    expect(edited.statusCode).toBe(200);
    let afterWrite: LightMyRequestResponse | undefined;
    const afterStatuses = await answersWhile('/api/libraries/tl-page-answers', async () => {
      afterWrite = await t.app.inject({ method: 'GET', url: page });
    });
    expect(afterStatuses).toEqual([200]);
    expect(afterWrite?.body).toContain('Drawn after the write.');
    expect(afterWrite?.body).not.toContain('A library for tests.');
  });
});

import { commentSchema, suggestionSchema, type Suggestion } from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helpers/testApp';

let t: TestApp;
let author: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  author = await t.createUser('regular', { name: 'Author' });
});
afterAll(async () => {
  await t?.close();
});

async function createSuggestion(content = { en: 'Add a dark map', ar: '' }, token = author.token) {
  const response = await t.request('POST', '/api/suggestions', {
    token,
    payload: { type: 'improvement', content },
  });
  expect(response.statusCode).toBe(201);
  return suggestionSchema.parse(response.json());
}

describe('POST /api/suggestions', () => {
  it('creates a pending suggestion for the caller and answers 201', async () => {
    const suggestion = await createSuggestion({ en: 'More maps', ar: 'خرائط أكثر' });
    expect(suggestion).toMatchObject({
      type: 'improvement',
      content: { en: 'More maps', ar: 'خرائط أكثر' },
      status: 'pending',
      userId: author.id,
      userName: 'Author',
      votes: [],
      comments: [],
    });
  });

  it('defaults the type to feature and accepts one language only', async () => {
    const response = await t.request('POST', '/api/suggestions', {
      token: author.token,
      payload: { content: { ar: 'اقتراح' } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'feature', content: { en: '', ar: 'اقتراح' } });
  });

  it('answers 400 for empty content and unknown types, 401 without a token', async () => {
    const empty = await t.request('POST', '/api/suggestions', {
      token: author.token,
      payload: { content: { en: '  ', ar: '' } },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toContainEqual({
      path: 'content',
      message: 'validation.required',
    });
    const type = await t.request('POST', '/api/suggestions', {
      token: author.token,
      payload: { type: 'wish', content: { en: 'x' } },
    });
    expect(type.statusCode).toBe(400);
    expect(
      (await t.request('POST', '/api/suggestions', { payload: { content: { en: 'x' } } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/suggestions', () => {
  it('is readable without a token, newest first, with votes and comments', async () => {
    const older = await createSuggestion({ en: 'Older', ar: '' });
    const newer = await createSuggestion({ en: 'Newer', ar: '' });
    const response = await t.request('GET', '/api/suggestions');
    expect(response.statusCode).toBe(200);
    const list = (response.json() as Suggestion[]).map((s) => suggestionSchema.parse(s));
    const ids = list.map((s) => s.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });
});

describe('POST /api/suggestions/{id}/vote', () => {
  it('toggles the caller vote and answers the updated suggestion', async () => {
    const suggestion = await createSuggestion();
    const voter = await t.createUser('premium');
    const first = await t.request('POST', `/api/suggestions/${suggestion.id}/vote`, {
      token: voter.token,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().votes).toEqual([voter.id]);
    const second = await t.request('POST', `/api/suggestions/${suggestion.id}/vote`, {
      token: author.token,
    });
    expect(second.json().votes).toEqual([voter.id, author.id]);
    const undo = await t.request('POST', `/api/suggestions/${suggestion.id}/vote`, {
      token: voter.token,
    });
    expect(undo.json().votes).toEqual([author.id]);
  });

  it('needs no body, even with a JSON content type', async () => {
    const suggestion = await createSuggestion();
    const response = await t.request('POST', `/api/suggestions/${suggestion.id}/vote`, {
      token: author.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for unknown or malformed ids and 401 without a token', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "1' or '1'='1"]) {
      const response = await t.request('POST', `/api/suggestions/${encodeURIComponent(id)}/vote`, {
        token: author.token,
      });
      expect(response.statusCode, id).toBe(404);
    }
    const suggestion = await createSuggestion();
    expect((await t.request('POST', `/api/suggestions/${suggestion.id}/vote`)).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/suggestions/{id}/comments', () => {
  it('adds a comment and answers 201 with it; the suggestion lists it', async () => {
    const suggestion = await createSuggestion();
    const response = await t.request('POST', `/api/suggestions/${suggestion.id}/comments`, {
      token: author.token,
      payload: { content: '  Good idea  ' },
    });
    expect(response.statusCode).toBe(201);
    const comment = commentSchema.parse(response.json());
    expect(comment).toMatchObject({ content: 'Good idea', userId: author.id, userName: 'Author' });
    const list = (await t.request('GET', '/api/suggestions')).json() as Suggestion[];
    expect(list.find((s) => s.id === suggestion.id)!.comments).toEqual([comment]);
  });

  it('refuses blank comments (400), unknown suggestions (404) and visitors (401)', async () => {
    const suggestion = await createSuggestion();
    const blank = await t.request('POST', `/api/suggestions/${suggestion.id}/comments`, {
      token: author.token,
      payload: { content: ' \n ' },
    });
    expect(blank.statusCode).toBe(400);
    const unknown = await t.request(
      'POST',
      '/api/suggestions/00000000-0000-4000-8000-000000000000/comments',
      {
        token: author.token,
        payload: { content: 'Hello' },
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await t.request('POST', `/api/suggestions/${suggestion.id}/comments`, {
          payload: { content: 'Hi' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /api/suggestions/{id}/status', () => {
  it('lets an admin approve or reject a pending suggestion, once', async () => {
    const a = await createSuggestion();
    const approved = await t.request('PATCH', `/api/suggestions/${a.id}/status`, {
      token: t.admin.token,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: a.id, status: 'approved' });
    const again = await t.request('PATCH', `/api/suggestions/${a.id}/status`, {
      token: t.admin.token,
      payload: { status: 'rejected' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'Conflict' });

    const b = await createSuggestion();
    const rejected = await t.request('PATCH', `/api/suggestions/${b.id}/status`, {
      token: t.admin.token,
      payload: { status: 'rejected' },
    });
    expect(rejected.json().status).toBe('rejected');
  });

  it('refuses other statuses (400), unknown ids (404) and non-admins (401/403) without changing anything', async () => {
    const s = await createSuggestion();
    const pending = await t.request('PATCH', `/api/suggestions/${s.id}/status`, {
      token: t.admin.token,
      payload: { status: 'pending' },
    });
    expect(pending.statusCode).toBe(400);
    const unknown = await t.request(
      'PATCH',
      '/api/suggestions/00000000-0000-4000-8000-000000000000/status',
      {
        token: t.admin.token,
        payload: { status: 'approved' },
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await t.request('PATCH', `/api/suggestions/${s.id}/status`, {
          payload: { status: 'approved' },
        })
      ).statusCode,
    ).toBe(401);
    const premium = await t.createUser('premium');
    for (const token of [author.token, premium.token]) {
      const response = await t.request('PATCH', `/api/suggestions/${s.id}/status`, {
        token,
        payload: { status: 'approved' },
      });
      expect(response.statusCode).toBe(403);
    }
    const list = (await t.request('GET', '/api/suggestions')).json() as Suggestion[];
    expect(list.find((x) => x.id === s.id)!.status).toBe('pending');
  });
});

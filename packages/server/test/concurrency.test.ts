import type { Suggestion } from '@libatlas/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestionVotes } from '../src/db/schema';
import { createTestApp, type TestApp, type TestUser } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function newSuggestion(): Promise<string> {
  const response = await t.request('POST', '/api/suggestions', {
    token: t.admin.token,
    payload: { type: 'feature', content: { en: 'Vote on me', ar: '' } },
  });
  return response.json().id as string;
}

async function storedVotes(suggestionId: string): Promise<string[]> {
  const rows = await t.db
    .select()
    .from(suggestionVotes)
    .where(eq(suggestionVotes.suggestionId, suggestionId));
  return rows.map((row) => row.userId).sort();
}

describe('concurrent votes', () => {
  it('counts 50 different users voting at once exactly', async () => {
    const suggestionId = await newSuggestion();
    const voters: TestUser[] = [];
    for (let i = 0; i < 50; i += 1) voters.push(await t.createUser(i % 2 ? 'premium' : 'regular'));

    const responses = await Promise.all(
      voters.map((voter) =>
        t.request('POST', `/api/suggestions/${suggestionId}/vote`, { token: voter.token }),
      ),
    );
    responses.forEach((response, i) => {
      expect(response.statusCode).toBe(200);
      expect((response.json() as Suggestion).votes).toContain(voters[i]!.id);
    });
    expect(await storedVotes(suggestionId)).toEqual(voters.map((v) => v.id).sort());
    const listed = ((await t.request('GET', '/api/suggestions')).json() as Suggestion[]).find(
      (s) => s.id === suggestionId,
    )!;
    expect(listed.votes).toHaveLength(50);
  });

  it('applies 20 simultaneous toggles by one user one after the other: an even number leaves no vote', async () => {
    const suggestionId = await newSuggestion();
    const voter = await t.createUser('regular');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request('POST', `/api/suggestions/${suggestionId}/vote`, { token: voter.token }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    // Every answer is a consistent state: the voter is in it or not, never twice; toggles alternate.
    const states = responses.map(
      (r) => (r.json() as Suggestion).votes.filter((id) => id === voter.id).length,
    );
    expect(states.every((n) => n === 0 || n === 1)).toBe(true);
    expect(states.filter((n) => n === 1)).toHaveLength(10);
    expect(await storedVotes(suggestionId)).toEqual([]);

    // And once more: an odd number of toggles leaves exactly one vote.
    const odd = await Promise.all(
      Array.from({ length: 7 }, () =>
        t.request('POST', `/api/suggestions/${suggestionId}/vote`, { token: voter.token }),
      ),
    );
    expect(odd.every((r) => r.statusCode === 200)).toBe(true);
    expect(await storedVotes(suggestionId)).toEqual([voter.id]);
  });

  it('keeps one vote per user and suggestion in the database itself', async () => {
    const suggestionId = await newSuggestion();
    const voter = await t.createUser('regular');
    await t.db.insert(suggestionVotes).values({ suggestionId, userId: voter.id });
    await expect(
      t.db.insert(suggestionVotes).values({ suggestionId, userId: voter.id }),
    ).rejects.toThrow();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from './helpers/testApp';

// A transaction holds one PostgreSQL connection, which runs one query at a time: node-postgres
// queues a second query sent before the first answered, warns that this is deprecated, and
// refuses it from pg 9. The writes that answer from inside their transaction must not do it.
describe.skipIf(!onPostgres)('queries inside a transaction (PostgreSQL)', () => {
  let t: TestApp;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  beforeAll(async () => {
    t = await createTestApp();
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await t?.close();
  });

  it('a vote and a status change answer without overlapping queries on their connection', async () => {
    const voter = await t.createUser('regular');
    const created = await t.request('POST', '/api/suggestions', {
      token: voter.token,
      payload: { type: 'feature', content: { en: 'A dark map', ar: '' } },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const vote = await t.request('POST', `/api/suggestions/${id}/vote`, { token: voter.token });
    expect(vote.statusCode).toBe(200);
    expect(vote.json<{ votes: string[] }>().votes).toEqual([voter.id]);
    const status = await t.request('PATCH', `/api/suggestions/${id}/status`, {
      token: t.admin.token,
      payload: { status: 'approved' },
    });
    expect(status.statusCode).toBe(200);
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { healthResponseSchema, readyResponseSchema } from '../src';

describe('probe answers', () => {
  it('name one of the two databases the server runs on', () => {
    expect(healthResponseSchema.parse({ status: 'ok', database: 'pglite' }).database).toBe(
      'pglite',
    );
    expect(healthResponseSchema.safeParse({ status: 'ok', database: 'mysql' }).success).toBe(false);
  });

  it('say ready with a whole number of migrations', () => {
    const ready = { status: 'ready', database: 'postgres', migrations: 5 };
    expect(readyResponseSchema.parse(ready)).toEqual(ready);
    expect(readyResponseSchema.safeParse({ ...ready, status: 'ok' }).success).toBe(false);
    expect(readyResponseSchema.safeParse({ ...ready, migrations: 1.5 }).success).toBe(false);
  });
});

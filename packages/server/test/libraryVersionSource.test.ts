import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { libraryVersionSource } from '../src/cache/libraryVersionSource';

/**
 * A PostgreSQL stand-in whose version queries answer only when told to, each with the version the
 * database had when the query began, as a real read would.
 */
function slowPostgres() {
  let version = 1;
  const pending: (() => void)[] = [];
  let queries = 0;
  const execute = () => {
    queries += 1;
    const seen = version;
    return new Promise<{ version: number }[]>((resolve) => {
      pending.push(() => resolve([{ version: seen }]));
    });
  };
  const chain = {
    select: () => chain,
    from: () => chain,
    where: () => chain,
    prepare: () => ({ execute }),
  };
  const handle = { kind: 'postgres', db: chain } as unknown as DatabaseHandle;
  return {
    handle,
    write: () => {
      version += 1;
    },
    /** Lets the oldest query in flight answer. */
    answer: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
    queries: () => queries,
  };
}

describe('the polled library version (PostgreSQL)', () => {
  it('never answers a call with a read that began before the call', async () => {
    const db = slowPostgres();
    const source = await libraryVersionSource(db.handle);
    const early = source.current();
    db.write();
    // Asked after the write while the first read, begun before it, is still in flight.
    const late = source.current();
    await db.answer();
    expect(await early).toBe(1);
    await db.answer();
    expect(await late).toBe(2);
  });

  it('runs one read at a time, shared by every call that arrived while the one before ran', async () => {
    const db = slowPostgres();
    const source = await libraryVersionSource(db.handle);
    const first = source.current();
    const waiting = Array.from({ length: 10 }, () => source.current());
    expect(db.queries()).toBe(1);
    await db.answer();
    await first;
    expect(db.queries()).toBe(2);
    await db.answer();
    expect(await Promise.all(waiting)).toEqual(Array(10).fill(1));
    expect(db.queries()).toBe(2);
    // Nothing in flight: the next call reads again.
    const next = source.current();
    expect(db.queries()).toBe(3);
    await db.answer();
    expect(await next).toBe(1);
  });
});

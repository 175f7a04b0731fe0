import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

/** A statement that keeps PGlite busy for a few milliseconds. */
const busy = sql`select count(*) from generate_series(1, 20000)`;

describe('PGlite statements under load', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDataDir: 'memory://' });
    await handle.db.execute(sql`create table rows (id int)`);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('leave the event loop free between statements: a timer set behind 100 of them fires before most have run', async () => {
    let done = 0;
    const statements = Array.from({ length: 100 }, () =>
      handle.db.execute(busy).then(() => {
        done += 1;
      }),
    );
    // Before, PGlite ran the whole backlog in one go: the timer (a socket read, a health check)
    // only fired after all 100.
    const doneWhenTimerFired = await new Promise<number>((resolve) => {
      setTimeout(() => resolve(done), 0);
    });
    await Promise.all(statements);
    expect(done).toBe(100);
    expect(doneWhenTimerFired).toBeLessThan(10);
  });

  it('keep a transaction whole: a statement sent while it is open waits for its end, and never runs inside it', async () => {
    let seen: unknown;
    const transaction = handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into rows values (1)`);
        // A statement from elsewhere (another request) arrives while the transaction is open…
        const outside = handle.db.execute(sql`select count(*)::int as n from rows`);
        void outside.then((result) => {
          seen = (result as unknown as { rows: unknown[] }).rows[0];
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.execute(sql`insert into rows values (2)`);
        expect(seen).toBeUndefined();
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await expect(transaction).resolves.toBe('rolled back');
    // …and ran after the rollback: it saw neither row.
    await expect.poll(() => seen).toEqual({ n: 0 });
  });
});

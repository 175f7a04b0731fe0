import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Makes a PGlite client run its statements one per turn of the event loop. PGlite executes a
 * statement synchronously on this thread and hands its lock to the next waiting statement in a
 * microtask, so a backlog of statements (fifty requests' worth under load) ran back to back
 * without the loop ever reading a socket: a health check, or any answer that needs no database,
 * waited for all of them. Queued here instead, each statement (or whole transaction: its own
 * statements go straight through, as they must) starts in a later turn than the one before it
 * ended, so the loop serves the network between any two.
 */
export function yieldBetweenQueries(client: PGlite): void {
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(() => nextTurn()).then(work);
    tail = run.catch(() => undefined);
    return run;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: (...args: Parameters<typeof query>) => inTurn(() => query(...args)),
    exec: (...args: Parameters<typeof exec>) => inTurn(() => exec(...args)),
    transaction: (...args: Parameters<typeof transaction>) => inTurn(() => transaction(...args)),
  });
}

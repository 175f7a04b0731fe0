import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateCounters } from '../services/RateCounters';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * What @fastify/rate-limit passes to `child` for a route with a limit of its own: its typings name
 * the route's options, but it passes the merged limit with the route under `routeInfo` (which its
 * own Redis store reads).
 */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's counts in the database (RateCounters) instead of its in-memory default,
 * so a limit holds across every server process sharing the database: one upsert per counted
 * request. A route with a limit of its own (the login) counts under its own prefix.
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: RateCounters,
    private readonly prefix = 'http:',
  ) {}

  /** The `store` option of @fastify/rate-limit (which constructs the store itself), over `counters`. */
  static over(counters: RateCounters): FastifyRateLimitStoreCtor {
    return class extends DatabaseRateLimitStore {
      constructor() {
        super(counters);
      }
    };
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.counters
      .hit(`${this.prefix}${key}`, 1, (now) => now + timeWindow)
      .then(
        ({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }),
        (error: Error) => callback(error),
      );
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    const { method, url } = (routeOptions as unknown as RouteLimit).routeInfo ?? {};
    return new DatabaseRateLimitStore(this.counters, `${this.prefix}${String(method)} ${url}:`);
  }
}

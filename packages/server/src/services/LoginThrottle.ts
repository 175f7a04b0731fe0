import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { LoginFailureRule } from '../config';
import type { Database } from '../db/client';
import { loginThrottles } from '../db/schema';
import { HttpError } from '../errors/HttpError';

/** The two counts one sign-in touches: its client address and the account it names. */
export interface LoginKeys {
  address: string;
  account: string;
}

export function loginKeys(address: string, email: string): LoginKeys {
  return {
    address: `address:${address}`,
    account: `account:${email.trim().toLowerCase().slice(0, 254)}`,
  };
}

/** Stale rows are swept once in this many failures, so spraying cannot grow the table for ever. */
const SWEEP_EVERY = 200;

/**
 * Failed sign-ins, counted in the database per client address (across every account it tries,
 * against password spraying) and per account (across addresses, against guessing one password).
 * Past a limit each attempt must wait, twice as long after each further failure; while it waits it
 * is refused with 429 and Retry-After before any password is hashed, so a flood costs the server
 * a database read per attempt. Every process sharing the database sees the same counts.
 */
export class LoginThrottle {
  #failuresSinceSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly rule: LoginFailureRule,
  ) {}

  /** Throws 429 with Retry-After while either key must wait. */
  async check(keys: LoginKeys): Promise<void> {
    const now = new Date();
    const rows = await this.db
      .select({ blockedUntil: loginThrottles.blockedUntil })
      .from(loginThrottles)
      .where(
        and(
          inArray(loginThrottles.key, [keys.address, keys.account]),
          gt(loginThrottles.blockedUntil, now),
        ),
      );
    const until = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
    if (until > now.getTime()) {
      const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
      throw new HttpError(
        429,
        `Too many failed sign-ins; try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
        undefined,
        { code: 'rateLimited', headers: { 'retry-after': String(seconds) } },
      );
    }
  }

  /** Counts a failure under both keys and starts the wait of a key past its limit. */
  async fail(keys: LoginKeys): Promise<void> {
    await this.count(keys.address, this.rule.perAddress);
    await this.count(keys.account, this.rule.perAccount);
    this.#failuresSinceSweep += 1;
    if (this.#failuresSinceSweep >= SWEEP_EVERY) {
      this.#failuresSinceSweep = 0;
      await this.sweep();
    }
  }

  /** A proven password clears its account's count (not the address's: a sprayer may own one). */
  async succeed(keys: LoginKeys): Promise<void> {
    await this.db.delete(loginThrottles).where(eq(loginThrottles.key, keys.account));
  }

  private async count(key: string, limit: number): Promise<void> {
    const now = new Date();
    const quietSince = new Date(now.getTime() - this.rule.resetAfterMs).toISOString();
    const [row] = await this.db
      .insert(loginThrottles)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`case when ${loginThrottles.lastFailureAt} < ${quietSince}::timestamptz then 1 else ${loginThrottles.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: loginThrottles.failures });
    const failures = row?.failures ?? 1;
    if (failures < limit) return;
    const delay = Math.min(
      this.rule.maxDelayMs,
      this.rule.baseDelayMs * 2 ** Math.min(failures - limit, 30),
    );
    await this.db
      .update(loginThrottles)
      .set({ blockedUntil: new Date(now.getTime() + delay) })
      .where(eq(loginThrottles.key, key));
  }

  /** Removes the keys that are neither waiting nor recent enough to count. */
  private async sweep(): Promise<void> {
    const now = new Date();
    await this.db
      .delete(loginThrottles)
      .where(
        and(
          lt(loginThrottles.lastFailureAt, new Date(now.getTime() - this.rule.resetAfterMs)),
          or(isNull(loginThrottles.blockedUntil), lt(loginThrottles.blockedUntil, now)),
        ),
      );
  }
}

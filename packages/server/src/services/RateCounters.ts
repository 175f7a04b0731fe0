import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateCounters } from '../db/schema';

/** A key's count in its current window, and how long that window has left. */
export interface RateCount {
  count: number;
  /** Milliseconds until the window ends (and the count starts again). */
  msLeft: number;
}

/** Expired rows are swept once in this many hits, so many keys cannot grow the table for ever. */
const SWEEP_EVERY = 500;

/**
 * Counts per key in fixed windows, kept in the database (rate_counters): each hit is one upsert,
 * atomic under concurrent hits, so every server process sharing the database adds to the same
 * count and a limit holds across all of them.
 */
export class RateCounters {
  #hitsSinceSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Adds `amount` to the key's count and answers the new count; when the key's window has ended
   * (or it has none), the count starts again from `amount` in a window ending at `windowEnd`.
   */
  async hit(key: string, amount: number, windowEnd: (now: number) => number): Promise<RateCount> {
    const now = this.now();
    const at = new Date(now).toISOString();
    const [row] = await this.db
      .insert(rateCounters)
      .values({ key, count: amount, expiresAt: new Date(windowEnd(now)) })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${rateCounters.expiresAt} <= ${at}::timestamptz then excluded.count else ${rateCounters.count} + excluded.count end`,
          expiresAt: sql`case when ${rateCounters.expiresAt} <= ${at}::timestamptz then excluded.expires_at else ${rateCounters.expiresAt} end`,
        },
      })
      .returning({ count: rateCounters.count, expiresAt: rateCounters.expiresAt });
    this.#hitsSinceSweep += 1;
    if (this.#hitsSinceSweep >= SWEEP_EVERY) {
      this.#hitsSinceSweep = 0;
      await this.sweep();
    }
    // Hits sent together may reach the database out of order: the window may have been opened by
    // one whose clock read a millisecond later, and no window is longer than one opened now.
    const end = Math.min(row!.expiresAt.getTime(), windowEnd(now));
    return { count: row!.count, msLeft: Math.max(0, end - now) };
  }

  /** The key's count in its current window; null when it has none. */
  async read(key: string): Promise<RateCount | null> {
    const now = this.now();
    const [row] = await this.db
      .select({ count: rateCounters.count, expiresAt: rateCounters.expiresAt })
      .from(rateCounters)
      .where(and(eq(rateCounters.key, key), gt(rateCounters.expiresAt, new Date(now))));
    return row ? { count: row.count, msLeft: row.expiresAt.getTime() - now } : null;
  }

  /** Removes the counts whose window has ended: the next hit would start them again anyway. */
  async sweep(): Promise<void> {
    await this.db.delete(rateCounters).where(lt(rateCounters.expiresAt, new Date(this.now())));
  }
}

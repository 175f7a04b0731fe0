import type { RateLimitRule } from '../config';
import { HttpError } from '../errors/HttpError';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Spending {
  /** The UTC day (days since the epoch) the tokens were spent on. */
  day: number;
  tokens: number;
}

/**
 * What a paid model may cost: questions per user in a sliding window, and tokens per user per UTC
 * day. Kept in this process's memory: a restart forgets them, and each server of a fleet counts
 * its own, which bounds the cost per server rather than exactly.
 */
export class ChatLimits {
  private readonly asked = new Map<string, number[]>();
  private readonly spent = new Map<string, Spending>();

  constructor(
    private readonly rate: RateLimitRule,
    private readonly dailyTokens: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a question, or throws 429 when the user asks too often or has spent today's tokens. */
  admit(userId: string): void {
    const now = this.now();
    const today = Math.floor(now / DAY_MS);
    const spending = this.spent.get(userId);
    if (spending && spending.day === today && spending.tokens >= this.dailyTokens) {
      const untilTomorrow = Math.ceil(((today + 1) * DAY_MS - now) / 1000);
      throw new HttpError(
        429,
        "Today's allowance of the assistant is spent; it renews at midnight UTC",
        undefined,
        { code: 'chatBudgetExhausted', headers: { 'retry-after': String(untilTomorrow) } },
      );
    }
    const since = now - this.rate.timeWindowMs;
    const recent = (this.asked.get(userId) ?? []).filter((time) => time > since);
    if (recent.length >= this.rate.max) {
      const retryAfter = Math.max(1, Math.ceil((recent[0]! + this.rate.timeWindowMs - now) / 1000));
      this.asked.set(userId, recent);
      throw new HttpError(429, 'Too many questions; wait a moment', undefined, {
        code: 'chatRateLimited',
        headers: { 'retry-after': String(retryAfter) },
      });
    }
    recent.push(now);
    this.asked.set(userId, recent);
  }

  /** Adds the tokens one call to the model used to the user's day. */
  spend(userId: string, tokens: number): void {
    const today = Math.floor(this.now() / DAY_MS);
    const spending = this.spent.get(userId);
    this.spent.set(userId, {
      day: today,
      tokens: (spending?.day === today ? spending.tokens : 0) + Math.max(0, tokens),
    });
  }
}

import type { RateLimitRule } from '../config';
import { HttpError } from '../errors/HttpError';
import type { RateCounters } from './RateCounters';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The next midnight UTC after `now`, when a day's tokens renew. */
const nextUtcMidnight = (now: number) => (Math.floor(now / DAY_MS) + 1) * DAY_MS;

/**
 * What a paid model may cost: questions per user in a window, and tokens per user per UTC day.
 * Counted in the database (RateCounters), so a restart forgets nothing and every server process
 * sharing the database counts against the same allowance.
 */
export class ChatLimits {
  constructor(
    private readonly counters: RateCounters,
    private readonly rate: RateLimitRule,
    private readonly dailyTokens: number,
  ) {}

  /** Counts a question, or throws 429 when the user asks too often or has spent today's tokens. */
  async admit(userId: string): Promise<void> {
    const spent = await this.counters.read(tokensKey(userId));
    if (spent && spent.count >= this.dailyTokens) {
      throw new HttpError(
        429,
        "Today's allowance of the assistant is spent; it renews at midnight UTC",
        undefined,
        { code: 'chatBudgetExhausted', headers: { 'retry-after': retryAfter(spent.msLeft) } },
      );
    }
    const asked = await this.counters.hit(
      `chat-questions:${userId}`,
      1,
      (now) => now + this.rate.timeWindowMs,
    );
    if (asked.count > this.rate.max) {
      throw new HttpError(429, 'Too many questions; wait a moment', undefined, {
        code: 'chatRateLimited',
        headers: { 'retry-after': retryAfter(asked.msLeft) },
      });
    }
  }

  /** Adds the tokens one call to the model used to the user's day. */
  async spend(userId: string, tokens: number): Promise<void> {
    await this.counters.hit(tokensKey(userId), Math.max(0, Math.ceil(tokens)), nextUtcMidnight);
  }
}

function tokensKey(userId: string): string {
  return `chat-tokens:${userId}`;
}

function retryAfter(ms: number): string {
  return String(Math.max(1, Math.ceil(ms / 1000)));
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateCounters } from '../src/db/schema';
import { RateCounters } from '../src/services/RateCounters';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const minute = (now: number) => now + 60_000;

describe('counts in the database (RateCounters)', () => {
  it('gives each of many hits at the same moment its own count, as a limit needs', async () => {
    const counters = new RateCounters(t.db);
    // Two counters over one database stand for two server processes.
    const other = new RateCounters(t.db);
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? counters : other).hit('same', 1, minute)),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    for (const { msLeft } of counts) {
      expect(msLeft).toBeGreaterThan(55_000);
      expect(msLeft).toBeLessThanOrEqual(60_000);
    }
    expect((await other.read('same'))?.count).toBe(40);
  });

  it('never answers more time left than a whole window, whatever order the hits arrive in', async () => {
    const time = Date.UTC(2030, 0, 1, 9, 0, 0);
    // Two processes whose clocks read a millisecond apart; the later one reaches the database first.
    const later = new RateCounters(t.db, () => time + 1);
    const earlier = new RateCounters(t.db, () => time);
    expect(await later.hit('skew', 1, minute)).toEqual({ count: 1, msLeft: 60_000 });
    expect(await earlier.hit('skew', 1, minute)).toEqual({ count: 2, msLeft: 60_000 });
  });

  it('keeps the window of the first hit, then starts again once it has ended', async () => {
    let time = Date.UTC(2030, 0, 1, 12, 0, 0);
    const counters = new RateCounters(t.db, () => time);
    expect(await counters.hit('window', 2, minute)).toEqual({ count: 2, msLeft: 60_000 });
    time += 45_000;
    // A later hit adds to the count; its own window does not move the end.
    expect(await counters.hit('window', 3, minute)).toEqual({ count: 5, msLeft: 15_000 });
    expect(await counters.read('window')).toEqual({ count: 5, msLeft: 15_000 });
    time += 15_000;
    expect(await counters.read('window')).toBeNull();
    expect(await counters.hit('window', 1, minute)).toEqual({ count: 1, msLeft: 60_000 });
  });

  it('sweeps the counts whose window has ended, and only those', async () => {
    let time = Date.UTC(2030, 0, 2, 12, 0, 0);
    const counters = new RateCounters(t.db, () => time);
    await counters.hit('short', 1, (now) => now + 1_000);
    await counters.hit('long', 1, minute);
    time += 2_000;
    await counters.sweep();
    const left = async (key: string) =>
      (await t.db.select().from(rateCounters).where(eq(rateCounters.key, key))).length;
    expect(await left('short')).toBe(0);
    expect(await left('long')).toBe(1);
  });
});

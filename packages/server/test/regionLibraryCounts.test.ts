import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryCount } from '../src/search/libraryCount';
import { createTestApp, libraryInput, type TestApp } from './helpers/testApp';

// region_library_counts (migration 0013): the number of libraries per region, kept by statement
// triggers on "libraries" whoever writes, held here to a count of the rows after every kind of
// write, on PGlite and on PostgreSQL (with concurrent writers there).

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);

afterAll(async () => {
  await t.close();
});

type Rows<T> = { rows: T[] };

/** Each region's count as the triggers keep it, and as counting the rows finds it. */
async function bothCounts(): Promise<{
  kept: Record<string, number>;
  counted: Record<string, number>;
}> {
  const kept = (await t.db.execute(
    sql`SELECT region, libraries::int AS n FROM region_library_counts WHERE libraries <> 0`,
  )) as unknown as Rows<{ region: string; n: number }>;
  const counted = (await t.db.execute(
    sql`SELECT region ->> 'en' AS region, count(*)::int AS n FROM libraries GROUP BY 1`,
  )) as unknown as Rows<{ region: string; n: number }>;
  const byRegion = (rows: { region: string; n: number }[]) =>
    Object.fromEntries(rows.map(({ region, n }) => [region, Number(n)]));
  return { kept: byRegion(kept.rows), counted: byRegion(counted.rows) };
}

async function expectCountsKept(): Promise<void> {
  const { kept, counted } = await bothCounts();
  expect(kept).toEqual(counted);
  const total = Object.values(counted).reduce((sum, n) => sum + n, 0);
  expect(await libraryCount(t.db)).toBe(total);
  for (const [region, n] of Object.entries(counted)) {
    expect(await libraryCount(t.db, region)).toBe(n);
  }
}

/** Copies of `count` seeded libraries of `region` under new ids ending in `suffix`, in one statement. */
async function insertCopies(region: string, count: number, suffix: string): Promise<void> {
  await t.db.execute(sql`
    INSERT INTO libraries (id, lib_name, country, region, description, address, operating_hours,
      search_en, search_ar, search_words_en, search_words_ar, search_place)
    SELECT id || ${suffix}, lib_name, country, region, description, address, operating_hours,
      search_en, search_ar, search_words_en, search_words_ar, search_place
    FROM libraries WHERE region ->> 'en' = ${region} AND id NOT LIKE '%-tc-%'
    ORDER BY id LIMIT ${count}`);
}

const regionOf = (en: string, ar: string) => JSON.stringify({ en, ar });

describe('region_library_counts: the libraries of each region, kept by the database', () => {
  it('counts the seeded directory (the migration counted what was there; the seed is kept)', async () => {
    const { counted } = await bothCounts();
    expect(Object.values(counted).reduce((sum, n) => sum + n, 0)).toBe(201);
    await expectCountsKept();
    expect(await libraryCount(t.db, 'Atlantis')).toBe(0);
  });

  it('follows inserts, region changes, other changes and removals of many rows at once', async () => {
    await insertCopies('Europe', 7, '-tc-a');
    await insertCopies('Asia', 5, '-tc-a');
    await expectCountsKept();
    // Some of Europe's copies to Asia and some of Asia's to Europe, in one statement.
    await t.db.execute(sql`
      UPDATE libraries SET region = CASE region ->> 'en'
        WHEN 'Europe' THEN ${regionOf('Asia', 'آسيا')}::jsonb
        ELSE ${regionOf('Europe', 'أوروبا')}::jsonb END
      WHERE id LIKE '%-tc-a' AND id IN (
        SELECT id FROM libraries WHERE id LIKE '%-tc-a' ORDER BY id LIMIT 9)`);
    await expectCountsKept();
    // A change that leaves every region as it was.
    await t.db.execute(sql`UPDATE libraries SET description = description WHERE id LIKE '%-tc-a'`);
    await expectCountsKept();
    // A region no library had before, then none has.
    await t.db.execute(sql`
      UPDATE libraries SET region = ${regionOf('Oceania', 'أوقيانوسيا')}::jsonb
      WHERE id IN (SELECT id FROM libraries WHERE id LIKE '%-tc-a' ORDER BY id LIMIT 2)`);
    await expectCountsKept();
    await t.db.execute(sql`DELETE FROM libraries WHERE id LIKE '%-tc-a'`);
    await expectCountsKept();
  });

  it('follows writes through the API', async () => {
    const before = await libraryCount(t.db, 'Europe');
    const created = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({
        id: 'tc-api',
        lib_name: { en: 'Counted Library', ar: 'مكتبة معدودة' },
        country: { en: 'France', ar: 'فرنسا' },
        region: { en: 'Europe', ar: 'أوروبا' },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await libraryCount(t.db, 'Europe')).toBe(before + 1);
    const removed = await t.request('DELETE', '/api/libraries/tc-api', { token: t.admin.token });
    expect(removed.statusCode).toBe(200);
    expect(await libraryCount(t.db, 'Europe')).toBe(before);
    await expectCountsKept();
  });

  it('keeps every count under concurrent writers (inserts, moves both ways, removals)', async () => {
    await insertCopies('Europe', 12, '-tc-b');
    await insertCopies('Asia', 12, '-tc-b');
    const ids = (
      (await t.db.execute(
        sql`SELECT id, region ->> 'en' AS region FROM libraries WHERE id LIKE '%-tc-b' ORDER BY id`,
      )) as unknown as Rows<{ id: string; region: string }>
    ).rows;
    const writes = ids.map(({ id, region }, index) =>
      t.db.transaction(async (tx) => {
        // Moves Europe -> Asia and Asia -> Europe side by side, a removal now and then, and an
        // insert in the same transaction: regions touched in both orders by writers at once.
        if (index % 5 === 0) {
          await tx.execute(sql`DELETE FROM libraries WHERE id = ${id}`);
        } else {
          const to = region === 'Europe' ? regionOf('Asia', 'آسيا') : regionOf('Europe', 'أوروبا');
          await tx.execute(sql`UPDATE libraries SET region = ${to}::jsonb WHERE id = ${id}`);
        }
        await tx.execute(sql`
          INSERT INTO libraries (id, lib_name, country, region, description, address, operating_hours,
      search_en, search_ar, search_words_en, search_words_ar, search_place)
          SELECT id || '-again', lib_name, country, region, description, address, operating_hours,
            search_en, search_ar, search_words_en, search_words_ar, search_place
          FROM libraries WHERE id = ${ids[(index + 1) % ids.length]!.id}`);
      }),
    );
    const settled = await Promise.allSettled(writes);
    expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
    await expectCountsKept();
    await t.db.execute(sql`DELETE FROM libraries WHERE id LIKE '%-tc-b%'`);
    await expectCountsKept();
  });

  it('is what a TRUNCATE leaves: nothing', async () => {
    // Last: the directory is emptied.
    await t.db.execute(sql`TRUNCATE libraries CASCADE`);
    await expectCountsKept();
    expect(await libraryCount(t.db)).toBe(0);
  });
});

import type { Library } from '@libatlas/contracts';
import { sortLibraries } from '@libatlas/directory';
import type { Language } from '@libatlas/i18n';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryRanks } from '../src/db/schema';
import { growLibrariesInBulk } from '../src/seed/growLibrariesInBulk';
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { createTestApp, json, libraryInput, type TestApp } from './helpers/testApp';

// A write places its library among the ranks (placeLibrary) instead of ranking every library:
// the order the ranks give must stay sortLibraries' order of GET /api/libraries, however crowded
// the spot the writes aim at.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);

afterAll(async () => {
  await t.close();
});

async function rankedIds(language: Language): Promise<string[]> {
  const column = language === 'en' ? libraryRanks.sortEn : libraryRanks.sortAr;
  const rows = await t.db
    .select({ id: libraryRanks.libraryId })
    .from(libraryRanks)
    .where(sql`${libraryRanks.libraryId} IN (SELECT id FROM libraries)`)
    .orderBy(asc(column));
  return rows.map((row) => row.id);
}

async function expectBrowserOrder(): Promise<void> {
  const directory = json<Library[]>(await t.request('GET', '/api/libraries'));
  for (const language of ['en', 'ar'] as const) {
    expect(await rankedIds(language)).toEqual(
      sortLibraries(directory, language).map((library) => library.id),
    );
  }
}

describe('placeLibrary', () => {
  it('keeps the order through 30 libraries added one after another at the same spot', async () => {
    // Each name sorts right after the one before it: every new library halves the same gap,
    // until no value is left and the neighbours are spread out.
    for (let n = 1; n <= 30; n += 1) {
      const response = await t.request('POST', '/api/libraries', {
        token: t.admin.token,
        payload: libraryInput({
          id: `tl-place-${n}`,
          lib_name: { en: `Aaa ${'b'.repeat(n)}`, ar: `ا ${'ب'.repeat(n)}` },
          country: { en: 'Egypt', ar: 'مصر' },
          region: { en: 'North Africa', ar: 'شمال أفريقيا' },
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    // Thirty halvings of one gap of 2^20 leave none: values are distinct only if it spread out.
    const [distinct] = (
      (await t.db.execute(sql`
        SELECT count(DISTINCT sort_en) = count(*) AND count(DISTINCT sort_ar) = count(*) AS ok
        FROM library_ranks`)) as unknown as { rows: { ok: boolean }[] }
    ).rows;
    expect(distinct!.ok).toBe(true);
    await expectBrowserOrder();
  }, 120_000);

  it('moves a renamed library to its new place, first, last, or among equals', async () => {
    for (const [lib_name, country] of [
      [
        { en: 'AAAA First', ar: 'أأأ الأولى' },
        { en: 'Afghanistan', ar: 'أفغانستان' },
      ],
      [
        { en: 'Zzzz Last', ar: 'يييي الأخيرة' },
        { en: 'Zimbabwe', ar: 'زيمبابوي' },
      ],
      // The same names as another library: the list's order (English name, then id) decides.
      [nationalLibraries[0]!.lib_name, nationalLibraries[0]!.country],
    ] as const) {
      const response = await t.request('PUT', '/api/libraries/tl-place-7', {
        token: t.admin.token,
        payload: libraryInput({ lib_name, country, region: nationalLibraries[0]!.region }),
      });
      expect(response.statusCode, response.body).toBe(200);
      await expectBrowserOrder();
    }
  }, 60_000);

  it('ranks a bulk growth once, in the browser’s order', async () => {
    const before = json<Library[]>(await t.request('GET', '/api/libraries')).length;
    expect(await growLibrariesInBulk(t.db, nationalLibraries, before + 300)).toBe(300);
    await expectBrowserOrder();
  }, 60_000);
});

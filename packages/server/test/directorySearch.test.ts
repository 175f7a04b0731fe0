import type { DirectorySearch, Library, RegionName } from '@libatlas/contracts';
import { filterLibraries, sortLibraries } from '@libatlas/directory';
import type { Language } from '@libatlas/i18n';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchMemo } from '../src/search/SearchMemo';
import { searchDirectory } from '../src/search/searchDirectory';
import {
  createTestApp,
  json,
  libraryInput,
  onPostgres,
  useSecondServer,
  type TestApp,
} from './helpers/testApp';

// GET /api/directory/search over the seeded directory (201 libraries), held to the browser's own
// search (filterLibraries, then sortLibraries: what the Libraries page shows today).

let t: TestApp;
/** The directory as GET /api/libraries lists it, the order the browser's sort starts from. */
let directory: Library[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  directory = json<Library[]>(await t.request('GET', '/api/libraries'));
}, 120_000);

afterAll(async () => {
  await t.close();
});

type Params = { q?: string; lang?: Language; region?: string; page?: number; pageSize?: number };

function urlOf(params: Params): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, String(value)]),
  );
  return `/api/directory/search?${query}`;
}

async function search(params: Params, app?: FastifyInstance): Promise<DirectorySearch> {
  const response = app
    ? await app.inject({ method: 'GET', url: urlOf(params) })
    : await t.request('GET', urlOf(params));
  expect(response.statusCode, response.body).toBe(200);
  return json<DirectorySearch>(response);
}

const ids = (list: readonly { id: string }[]) => list.map((library) => library.id);

/** Every exact match, page after page, and the total each page gave. */
async function exactMatches(params: Params): Promise<{ ids: string[]; totals: number[] }> {
  const found: string[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await search({ ...params, page, pageSize: 100 });
    found.push(...ids(answer.items));
    totals.push(answer.total);
    if (page * 100 >= answer.total) return { ids: found, totals };
  }
}

function browserFinds(search: string, language: Language, region: string = 'all'): string[] {
  return ids(sortLibraries(filterLibraries(directory, { search, language, region }), language));
}

// filterLibraries' own cases (packages/directory), on the seeded records, in both languages,
// and a few more: short texts, LIKE's wildcards, a region with a search.
const QUERIES = [
  '',
  '   ',
  '  FRANCE ',
  'library of',
  'europe',
  'british',
  'japan',
  'فرنسا',
  'France',
  'مكتبة قطر',
  'قَطَر',
  'مكتبة الاسكندرية',
  'الوطنية الاردنية',
  'اسيا',
  'مكتبه قطر',
  'علي',
  'quebec',
  'czechia',
  'Turkiye',
  'Türkiye',
  'czech',
  'هنغاريا',
  'المجر',
  'سورية',
  'تركيا',
  'Holland',
  'Britain',
  'great britain',
  'بريطانيا',
  'أميركا',
  'Persia',
  'بلاد فارس',
  'UK',
  'USA',
  'US',
  'KB',
  'uk',
  'Bibliotheque',
  'a',
  'ال',
  '%',
  '_',
  'national library',
];
const REGIONS: (RegionName | undefined)[] = [undefined, 'Europe', 'North Africa', 'Asia'];

describe('GET /api/directory/search: exact matches', () => {
  it.each(QUERIES.flatMap((q) => [[q, 'en'] as const, [q, 'ar'] as const]))(
    '%j on the %s page: the libraries, order and count the browser shows',
    async (q, lang) => {
      const { ids: found, totals } = await exactMatches({ q, lang });
      const expected = browserFinds(q, lang);
      expect(found).toEqual(expected);
      expect(new Set(totals)).toEqual(new Set([expected.length]));
    },
  );

  it.each(
    REGIONS.flatMap((region) =>
      ['', 'national', 'مكتبة', 'UK'].flatMap((q) => [
        [q, 'en', region] as const,
        [q, 'ar', region] as const,
      ]),
    ),
  )(
    '%j on the %s page in region %s: the browser’s libraries and order',
    async (q, lang, region) => {
      const { ids: found } = await exactMatches({ q, lang, ...(region ? { region } : {}) });
      expect(found).toEqual(browserFinds(q, lang, region ?? 'all'));
    },
  );

  it('pages: page 2 continues page 1, the total stays, a page past the end is empty', async () => {
    const first = await search({ lang: 'ar', pageSize: 24 });
    const second = await search({ lang: 'ar', page: 2, pageSize: 24 });
    expect(first.total).toBe(201);
    expect(second.total).toBe(201);
    expect([...ids(first.items), ...ids(second.items)]).toEqual(
      browserFinds('', 'ar').slice(0, 48),
    );
    const past = await search({ lang: 'ar', page: 10, pageSize: 24 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(201);
  });

  it('answers the list items the cards show (the fields of GET /api/directory/libraries)', async () => {
    const items = json<Record<string, unknown>[]>(
      await t.request('GET', '/api/directory/libraries'),
    );
    const answer = await search({ q: 'alexandrina', lang: 'en' });
    expect(answer.items).toEqual([items.find((item) => item.id === 'eg-bibliotheca-alexandrina')]);
  });

  it('refuses a bad query with the error shape (400, per field)', async () => {
    for (const query of [
      'pageSize=101',
      'page=0',
      'page=two',
      'lang=fr',
      'region=Atlantis',
      `q=${'x'.repeat(201)}`,
    ]) {
      const response = await t.request('GET', `/api/directory/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = json<{ statusCode: number; code: string; details: { path: string }[] }>(
        response,
      );
      expect(body.statusCode).toBe(400);
      expect(body.code).toBe('invalidRequest');
      expect(body.details[0]!.path).toBe(query.split('=')[0]);
    }
  });
});

describe('searchDirectory: both ways of reading a page give the same answer', () => {
  // A page of few matches is read by sorting them, of many by walking the directory's order, and
  // a next page from where the page before ended (SearchMemo): at the seed's size only the sort
  // runs, so the walk is asked here by saying every search has many matches.
  const walked = { sortedAtMost: 0 };
  const cases: { q: string; lang: 'en' | 'ar'; region?: 'Europe' | 'Asia' }[] = [
    ...['', 'national', 'مكتبة', 'UK', 'a', '%', 'egypt'].flatMap((q) =>
      [undefined, 'Europe' as const, 'Asia' as const].flatMap((region) => [
        { q, lang: 'en' as const, region },
        { q, lang: 'ar' as const, region },
      ]),
    ),
    ...['libary', 'Paris', 'France', 'Bibliotheque', 'Narnia', 'Frnce'].map((q) => ({
      q,
      lang: 'en' as const,
    })),
    ...['القاهرة', 'France', 'فرنسه'].map((q) => ({ q, lang: 'ar' as const })),
  ];

  it.each(cases)(
    '%j: pages walked, and walked on from the last, as pages sorted',
    async (asked) => {
      const memo = new SearchMemo();
      const version = 1;
      for (let page = 1; ; page += 1) {
        const input = { ...asked, page, pageSize: 25 };
        const sorted = await searchDirectory(t.db, input);
        expect(await searchDirectory(t.db, input, walked)).toEqual(sorted);
        expect(
          await searchDirectory(t.db, input, { ...walked, learned: { memo, version } }),
        ).toEqual(sorted);
        if (sorted.items.length === 0 && sorted.related.length === 0) break;
        if (page === 1) {
          const expected = browserFinds(asked.q, asked.lang, asked.region ?? 'all');
          expect(sorted.total).toBe(expected.length);
        }
      }
    },
  );

  it('forgets what it learned at an older data version', async () => {
    const memo = new SearchMemo();
    expect(await memo.remember(1, 'total', async () => 5)).toBe(5);
    expect(await memo.remember(1, 'total', async () => 6)).toBe(5);
    expect(await memo.remember(2, 'total', async () => 7)).toBe(7);
    // Learned by a request that read version 1 before a write: not kept for version 2's readers.
    memo.keep(1, 'page', 'stale');
    expect(memo.recall(2, 'page')).toBeUndefined();
  });
});

describe('searchDirectory: a text found in more libraries than it counts', () => {
  // Past DIRECTORY_SEARCH_COUNTED_AT_MOST (20,000) matches, a text's total is said as "more than"
  // (moreThanTotal), not counted: asked here at the seed's size with the limit lowered to 10.
  const counted = { countedAtMost: 10 };
  const cases: { q: string; lang: 'en' | 'ar'; region?: 'Europe' }[] = [
    { q: 'national', lang: 'en' },
    { q: 'a', lang: 'en', region: 'Europe' },
    { q: 'مكتبة', lang: 'ar' },
    { q: 'Bibliotheque', lang: 'en' },
    { q: 'egypt', lang: 'en' },
  ];

  it.each(cases)(
    '%j: the same pages; a total that is a lower bound with a next page, exact at the last',
    async (asked) => {
      const pageSize = 25;
      for (const reading of [{}, { sortedAtMost: 0 }]) {
        const memo = new SearchMemo();
        for (let page = 1; ; page += 1) {
          const input = { ...asked, page, pageSize };
          const exact = await searchDirectory(t.db, input);
          const end = page * pageSize;
          for (const options of [
            { ...reading, ...counted },
            { ...reading, ...counted, learned: { memo, version: 1 } },
          ]) {
            const answer = await searchDirectory(t.db, input, options);
            expect(answer.items).toEqual(exact.items);
            if (exact.total > counted.countedAtMost && end < exact.total) {
              // More than this page's end, and a next page that exists.
              expect(answer.moreThanTotal).toBe(true);
              expect(answer.total).toBe(Math.max(counted.countedAtMost, end));
              expect(answer.total).toBeLessThan(exact.total);
              expect(Math.ceil((answer.total + 1) / pageSize)).toBeGreaterThan(page);
              expect(answer.related).toEqual([]);
            } else {
              // A few matches, or a page that reaches the last: what the exact count answers.
              expect(answer).toEqual(exact);
            }
          }
          // The page past the last (asked once: its exact total counted up to it).
          if (exact.items.length === 0 && exact.related.length === 0) break;
        }
      }
    },
  );

  it('keeps exact totals with no text: the directory and a region, from the kept counts', async () => {
    for (const region of [undefined, 'Europe' as const]) {
      const input = { q: '', region, lang: 'en' as const, page: 1, pageSize: 25 };
      const answer = await searchDirectory(t.db, input, counted);
      expect(answer.moreThanTotal).toBeUndefined();
      expect(answer).toEqual(await searchDirectory(t.db, input));
      expect(answer.total).toBe(browserFinds('', 'en', region ?? 'all').length);
    }
  });

  it("says no total is a lower bound through the API at the seed's size (the limit is 20,000)", async () => {
    const answer = await search({ q: 'national', lang: 'en' });
    expect(answer.moreThanTotal).toBeUndefined();
    expect(answer.total).toBe(browserFinds('national', 'en').length);
  });
});

describe('GET /api/directory/search: near matches, after the exact ones', () => {
  it('finds "libary" by its likeness to "Library", and suggests a name', async () => {
    const answer = await search({ q: 'libary', lang: 'en' });
    expect(answer.total).toBe(0);
    expect(answer.items).toEqual([]);
    expect(answer.related).toHaveLength(24);
    expect(answer.relatedTotal).toBeGreaterThanOrEqual(24);
    for (const library of answer.related) {
      expect(library.reason).toBe('similar');
      expect(library.lib_name.en).toMatch(/librar/i);
    }
    expect(answer.didYouMean).toMatch(/Library/);
  });

  it('finds "Paris" and "القاهرة" by the address, and says so', async () => {
    const paris = await search({ q: 'Paris', lang: 'en' });
    expect(paris.total).toBe(0);
    expect(paris.related[0]).toMatchObject({ id: 'fr-bnf', reason: 'place' });
    // Found as written in an address: no words merely close to it (Parkes Place in Canberra,
    // Par-la-Ville Road in Bermuda), and no "Did you mean" another name.
    expect(paris.related.map((library) => library.reason)).toEqual(
      paris.related.map(() => 'place'),
    );
    expect(paris.didYouMean).toBeUndefined();
    const cairo = await search({ q: 'القاهرة', lang: 'ar' });
    expect(browserFinds('القاهرة', 'ar')).toEqual([]);
    expect(cairo.total).toBe(0);
    expect(cairo.related[0]).toMatchObject({ id: 'eg-dar-al-kutub', reason: 'place' });
  });

  it('finds a name, country or region typed in the other language', async () => {
    const onArabicPage = await search({ q: 'France', lang: 'ar' });
    expect(onArabicPage.total).toBe(0);
    expect(onArabicPage.related[0]).toMatchObject({ id: 'fr-bnf', reason: 'otherLanguage' });
    const onEnglishPage = await search({ q: 'فرنسا', lang: 'en' });
    expect(onEnglishPage.related[0]).toMatchObject({ id: 'fr-bnf', reason: 'otherLanguage' });
    const name = await search({ q: 'Library of Congress', lang: 'ar' });
    expect(name.related[0]).toMatchObject({ id: 'us-loc', reason: 'otherLanguage' });
  });

  it('finds "Biblioteca Nacional del Peru", accent and article aside, among the first', async () => {
    const answer = await search({ q: 'Biblioteca Nacional del Peru', lang: 'en' });
    expect(answer.total).toBe(0);
    const peru = answer.related.findIndex((library) => library.id === 'pe-bnp');
    expect(peru).toBeGreaterThanOrEqual(0);
    expect(peru).toBeLessThan(5);
    expect(answer.related[peru]!.reason).toBe('similar');
  });

  it('lists "Bibliotheque"’s exact matches, then the near ones, over the pages', async () => {
    const exact = browserFinds('Bibliotheque', 'en');
    expect(exact).toEqual(expect.arrayContaining(['ca-banq', 'ht-bnh']));
    const first = await search({ q: 'Bibliotheque', lang: 'en', pageSize: 5 });
    const second = await search({ q: 'Bibliotheque', lang: 'en', page: 2, pageSize: 5 });
    const whole = await search({ q: 'Bibliotheque', lang: 'en', pageSize: 10 });
    expect(ids(first.items)).toEqual(exact);
    expect(first.related).toHaveLength(5 - exact.length);
    expect(second.items).toEqual([]);
    expect(ids([...first.related, ...second.related])).toEqual(ids(whole.related));
    expect(ids(whole.related)).toContain('eg-bibliotheca-alexandrina');
    expect(ids(whole.related)).not.toEqual(expect.arrayContaining(exact.slice(0, 1)));
    expect(first.didYouMean).toBeUndefined();
  });

  it('suggests the country a misspelt country names', async () => {
    const answer = await search({ q: 'Frnce', lang: 'en' });
    expect(answer.total).toBe(0);
    expect(answer.didYouMean).toBe('France');
    expect(answer.related[0]).toMatchObject({ id: 'fr-bnf', reason: 'similar' });
    const arabic = await search({ q: 'فرنسه', lang: 'ar' });
    expect(arabic.didYouMean).toBe('فرنسا');
  });

  it('finds nothing near a word that only shares a syllable with the names', async () => {
    const answer = await search({ q: 'Narnia', lang: 'en' });
    expect(answer).toMatchObject({ total: 0, related: [], relatedTotal: 0 });
    expect(answer.didYouMean).toBeUndefined();
  });

  it('asks for near matches only on a page that reaches the end of the exact ones', async () => {
    const answer = await search({ q: 'national', lang: 'en', pageSize: 24 });
    expect(answer.total).toBeGreaterThan(24);
    expect(answer.related).toEqual([]);
    expect(answer.relatedTotal).toBeUndefined();
  });
});

describe('GET /api/directory/search: a public read kept current', () => {
  it('revalidates by data version and query (304), and is readable by any origin', async () => {
    const url = urlOf({ q: 'egypt', lang: 'en' });
    const first = await t.request('GET', url, { headers: { origin: 'https://elsewhere.example' } });
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const again = await t.request('GET', url, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const otherQuery = await t.request('GET', urlOf({ q: 'egypt', lang: 'ar' }));
    expect(otherQuery.headers.etag).not.toBe(etag);
  });

  it('finds a library created or renamed through the API at the next query, in its place', async () => {
    const url = urlOf({ q: 'egypt', lang: 'en' });
    const before = await t.request('GET', url);
    const created = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({
        id: 'tl-search',
        lib_name: { en: 'Zerzura Oasis Library', ar: 'مكتبة واحة زرزورة' },
        country: { en: 'Egypt', ar: 'مصر' },
        region: { en: 'North Africa', ar: 'شمال أفريقيا' },
      }),
    });
    expect(created.statusCode).toBe(201);
    const after = await t.request('GET', url, {
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    directory = json<Library[]>(await t.request('GET', '/api/libraries'));
    expect(ids(json<DirectorySearch>(after).items)).toEqual(browserFinds('egypt', 'en'));
    expect(ids(json<DirectorySearch>(after).items)).toContain('tl-search');

    const renamed = await t.request('PUT', '/api/libraries/tl-search', {
      token: t.admin.token,
      payload: libraryInput({
        lib_name: { en: 'Aaru Reading Room', ar: 'قاعة آرو للمطالعة' },
        country: { en: 'Egypt', ar: 'مصر' },
        region: { en: 'North Africa', ar: 'شمال أفريقيا' },
      }),
    });
    expect(renamed.statusCode).toBe(200);
    directory = json<Library[]>(await t.request('GET', '/api/libraries'));
    expect(ids((await search({ q: 'zerzura', lang: 'en' })).items)).toEqual([]);
    const renamedFound = ids((await search({ q: 'آرو', lang: 'ar' })).items);
    expect(renamedFound).toContain('tl-search');
    expect(renamedFound).toEqual(browserFinds('آرو', 'ar'));
    for (const lang of ['en', 'ar'] as const) {
      expect((await exactMatches({ q: 'مصر', lang })).ids).toEqual(browserFinds('مصر', lang));
      expect((await exactMatches({ lang })).ids).toEqual(browserFinds('', lang));
    }
  });

  it('forgets a removed library', async () => {
    const removed = await t.request('DELETE', '/api/libraries/tl-search', { token: t.admin.token });
    expect(removed.statusCode).toBe(200);
    expect((await search({ q: 'aaru', lang: 'en' })).total).toBe(0);
    directory = json<Library[]>(await t.request('GET', '/api/libraries'));
    expect((await exactMatches({ lang: 'en' })).ids).toEqual(browserFinds('', 'en'));
  });

  // PGlite lives inside one process; on PostgreSQL a second server shares the database.
  describe.skipIf(!onPostgres)('through another server on the same PostgreSQL', () => {
    const other = useSecondServer(() => t);

    it('finds a library renamed through this one at its next query', async () => {
      const seen = await search({ q: 'qasr', lang: 'en' }, other.app);
      expect(seen.total).toBe(0);
      const created = await t.request('POST', '/api/libraries', {
        token: t.admin.token,
        payload: libraryInput({
          id: 'tl-search-elsewhere',
          lib_name: { en: 'Qasr Library', ar: 'مكتبة القصر' },
        }),
      });
      expect(created.statusCode).toBe(201);
      const found = await search({ q: 'qasr', lang: 'en' }, other.app);
      expect(ids(found.items)).toEqual(['tl-search-elsewhere']);
    });
  });
});

describe.skipIf(!onPostgres)('GET /api/directory/search on PostgreSQL at 20,000 libraries', () => {
  let big: TestApp;

  beforeAll(async () => {
    big = await createTestApp({ seed: true });
    // 100 copies of each seeded library, search texts and ranks included.
    await big.db.execute(sql`
      INSERT INTO libraries (id, lib_name, country, region, description, address, operating_hours,
        search_en, search_ar, search_words_en, search_words_ar, search_place)
      SELECT id || '-copy-' || n, lib_name, country, region, description, address, operating_hours,
        search_en, search_ar, search_words_en, search_words_ar, search_place
      FROM libraries, generate_series(1, 100) AS n`);
    // Each copy ranked just after its original (ranks are 2^20 apart), as a write would place it.
    await big.db.execute(sql`
      INSERT INTO library_ranks (library_id, sort_en, sort_ar)
      SELECT library_id || '-copy-' || n, sort_en + n, sort_ar + n
      FROM library_ranks, generate_series(1, 100) AS n`);
    await big.db.execute(sql`ANALYZE libraries`);
  }, 120_000);

  afterAll(async () => {
    await big.close();
  });

  it('finds the exact matches through the trigram index (EXPLAIN)', async () => {
    const result = (await big.db.execute(sql`
      EXPLAIN (FORMAT JSON)
      SELECT count(*) FROM libraries WHERE search_en LIKE ${'%alexandrin%'}`)) as unknown as {
      rows: { 'QUERY PLAN': unknown }[];
    };
    const plan = JSON.stringify(result.rows[0]!['QUERY PLAN']);
    expect(plan).toContain('libraries_search_en_trgm_idx');
    const answer = await search({ q: 'alexandrin', lang: 'en' }, big.app);
    expect(answer.total).toBe(101);
  });
});

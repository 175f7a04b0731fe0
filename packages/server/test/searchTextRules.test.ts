import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DirectorySearch } from '@libatlas/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { libraries, searchTextRules } from '../src/db/schema';
import { searchTextRulesVersion } from '../src/search/refreshSearchText';
import { createTestApp, json, libraryInput, type TestApp } from './helpers/testApp';

// A database whose search texts were written by older rules (a name added to countryAliases since,
// as 'Korea' was) is rewritten at the next start; one written by these rules is left alone.

let t: TestApp;
let pgliteDir: string;
/** The server running now: the test app's, then each restart's. */
let app: FastifyInstance;
let seoulId: string;

beforeAll(async () => {
  // PGlite on a folder (PostgreSQL: the test app's database), so that a restart finds the rows.
  pgliteDir = await mkdtemp(join(tmpdir(), 'libatlas-rules-'));
  t = await createTestApp({ pgliteDataDir: pgliteDir, pgliteSnapshot: undefined });
  app = t.app;
  const created = await t.request('POST', '/api/libraries', {
    token: t.admin.token,
    payload: libraryInput({
      lib_name: { en: 'Gungnip Jungang Doseogwan', ar: 'المكتبة المركزية في سيول' },
      country: { en: 'South Korea', ar: 'كوريا الجنوبية' },
      region: { en: 'Asia', ar: 'آسيا' },
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  seoulId = json<{ id: string }>(created).id;
}, 120_000);

afterAll(async () => {
  if (app !== t.app) await app.close();
  await t.close();
  await rm(pgliteDir, { recursive: true, force: true });
});

/** Writes search texts no rules make and `version` as the rules they were made by. */
async function writeStale(version: string) {
  await app.db
    .update(libraries)
    .set({
      searchEn: 'stale',
      searchAr: 'stale',
      searchWordsEn: ' stale ',
      searchWordsAr: ' stale ',
      searchPlace: 'stale',
    })
    .where(eq(libraries.id, seoulId));
  await app.db
    .insert(searchTextRules)
    .values({ id: 1, version })
    .onConflictDoUpdate({ target: searchTextRules.id, set: { version } });
}

async function restart() {
  if (app === t.app) await t.app.close();
  else await app.close();
  app = await buildApp(t.config);
}

async function found(q: string, lang = 'en'): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/directory/search?${new URLSearchParams({ q, lang })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<DirectorySearch>(response).items.map((library) => library.id);
}

async function storedText() {
  const [row] = await app.db
    .select({ searchEn: libraries.searchEn, version: searchTextRules.version })
    .from(libraries)
    .innerJoin(searchTextRules, sql`true`)
    .where(eq(libraries.id, seoulId));
  return row;
}

describe('search texts written by older rules', () => {
  it('are rewritten at the next start, and "Korea" then finds South Korea’s library', async () => {
    expect(await found('Korea')).toContain(seoulId);
    await writeStale('0:older');
    expect(await found('Korea')).not.toContain(seoulId);

    await restart();
    expect(await storedText()).toMatchObject({ version: searchTextRulesVersion });
    expect(await found('Korea')).toContain(seoulId);
    expect(await found('Republic of Korea')).toContain(seoulId);
    expect(await found('كوريا', 'ar')).toContain(seoulId);
  }, 120_000);

  it('are left alone at a start whose rules are the ones they were written by', async () => {
    await writeStale(searchTextRulesVersion);
    await restart();
    expect(await storedText()).toEqual({ searchEn: 'stale', version: searchTextRulesVersion });
    expect(await found('Korea')).not.toContain(seoulId);
  }, 120_000);

  it('are written at the next start where a library has none (the first start after migration 0008)', async () => {
    await app.db.update(libraries).set({
      searchEn: null,
      searchAr: null,
      searchWordsEn: null,
      searchWordsAr: null,
      searchPlace: null,
    });
    expect(await found('Korea')).not.toContain(seoulId);

    await restart();
    const [missing] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(libraries)
      .where(sql`${libraries.searchEn} IS NULL OR ${libraries.searchPlace} IS NULL`);
    expect(missing?.count).toBe(0);
    expect(await found('Korea')).toContain(seoulId);
    expect(await found('كوريا', 'ar')).toContain(seoulId);
  }, 120_000);
});

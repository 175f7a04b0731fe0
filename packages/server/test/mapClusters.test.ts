import type { Library } from '@libatlas/contracts';
import { describe, expect, it, vi } from 'vitest';
import { MapClusters, MAX_SEARCH_INDEXES } from '../src/cache/MapClusters';

// The map's index of a search is made once per search and version of the data, and at most
// MAX_SEARCH_INDEXES of them are kept: a stub of the database's exact matches counts the queries.

function library(id: string, lng: number): Library {
  return {
    id,
    lib_name: { en: `Library ${id}`, ar: `مكتبة ${id}` },
    country: { en: 'Testland', ar: 'تستلاند' },
    region: { en: 'Europe', ar: 'أوروبا' },
    website: '',
    location: { lat: 10, lng },
  } as Library;
}

const WORLD: [number, number, number, number] = [-180, -90, 180, 90];

function setup() {
  let libraries: Library[] = [library('a', 10), library('b', 50), library('c', 90)];
  const exactMatches = vi.fn((q: string) =>
    Promise.resolve(q.startsWith('a') ? ['a'] : ['b', 'c']),
  );
  const clusters = new MapClusters(() => Promise.resolve(libraries), exactMatches);
  const ask = (q: string, lang: 'en' | 'ar' = 'en') =>
    clusters.view({ bbox: WORLD, zoom: 6, q, lang });
  return {
    exactMatches,
    ask,
    write: () => {
      libraries = [...libraries, library('d', 120)];
    },
  };
}

describe('MapClusters with a search', () => {
  it('asks the database once per search, whatever box or zoom follows', async () => {
    const { exactMatches, ask } = setup();
    expect((await ask('alpha')).libraries.map((marker) => marker.id)).toEqual(['a']);
    expect((await ask('ALPHA ')).libraries.map((marker) => marker.id)).toEqual(['a']);
    expect(exactMatches).toHaveBeenCalledTimes(1);
    expect((await ask('beta')).libraries.map((marker) => marker.id).sort()).toEqual(['b', 'c']);
    await ask('alpha', 'ar');
    expect(exactMatches).toHaveBeenCalledTimes(3);
  });

  it('asks nothing of the database without a search', async () => {
    const { exactMatches, ask } = setup();
    expect((await ask('  ')).libraries).toHaveLength(3);
    expect(exactMatches).not.toHaveBeenCalled();
  });

  it(`keeps the ${MAX_SEARCH_INDEXES} searches asked last`, async () => {
    const { exactMatches, ask } = setup();
    await ask('alpha');
    for (let n = 1; n < MAX_SEARCH_INDEXES; n += 1) await ask(`beta ${n}`);
    await ask('alpha'); // the most recent again
    await ask('beta 0');
    expect(exactMatches).toHaveBeenCalledTimes(MAX_SEARCH_INDEXES + 1);
    await ask('alpha');
    expect(exactMatches).toHaveBeenCalledTimes(MAX_SEARCH_INDEXES + 1);
    await ask('beta 1'); // dropped by 'beta 0'
    expect(exactMatches).toHaveBeenCalledTimes(MAX_SEARCH_INDEXES + 2);
  });

  it('asks again after a write (a new version of the data)', async () => {
    const { exactMatches, ask, write } = setup();
    await ask('beta');
    write();
    await ask('beta');
    expect(exactMatches).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed query', async () => {
    const { exactMatches, ask } = setup();
    exactMatches.mockRejectedValueOnce(new Error('connection lost'));
    await expect(ask('alpha')).rejects.toThrow('connection lost');
    expect((await ask('alpha')).libraries).toHaveLength(1);
    expect(exactMatches).toHaveBeenCalledTimes(2);
  });
});

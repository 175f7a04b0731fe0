import { describe, expect, it } from 'vitest';
import { directoryMapSchema, isDirectoryMap, mapLibrarySchema } from '../src';

function marker(id: string) {
  return mapLibrarySchema.parse({
    id,
    lib_name: { en: `Library ${id}`, ar: `مكتبة ${id}` },
    country: { en: 'France', ar: 'فرنسا' },
    website: 'https://www.bnf.fr',
    location: { lat: 48.83, lng: 2.37 },
  });
}

function answer(): Record<string, unknown> {
  return {
    zoom: 4,
    clusters: [{ id: 161, lat: 50.1, lng: 8.5, count: 12, expansionZoom: 6 }],
    libraries: [
      marker('fr-bnf'),
      { ...marker('gb-bl'), locationPrecision: 'city', sovereignState: null },
      { ...marker('aw-bn'), sovereignState: { en: 'Netherlands', ar: 'هولندا' } },
    ],
    bounds: [-70.1, -41.3, 178.4, 64.1],
  };
}

describe('isDirectoryMap (the maps check GET /api/directory/map without zod)', () => {
  it('accepts what the schema accepts', () => {
    const valid = [
      answer(),
      { zoom: 0, clusters: [], libraries: [], bounds: null },
      JSON.parse(JSON.stringify(answer())) as unknown,
    ];
    for (const value of valid) {
      expect(directoryMapSchema.safeParse(value).success).toBe(true);
      expect(isDirectoryMap(value)).toBe(true);
    }
  });

  it('refuses what the schema refuses', () => {
    const cluster = (answer().clusters as object[])[0];
    const invalid = [
      null,
      [],
      { ...answer(), zoom: 4.5 },
      { ...answer(), zoom: '4' },
      { ...answer(), clusters: undefined },
      { ...answer(), clusters: [{ ...cluster, count: 1 }] },
      { ...answer(), clusters: [{ ...cluster, id: -1 }] },
      { ...answer(), clusters: [{ ...cluster, lat: '50' }] },
      { ...answer(), clusters: [{ ...cluster, expansionZoom: 6.5 }] },
      { ...answer(), libraries: [{ id: 'x' }] },
      { ...answer(), libraries: [{ ...marker('x'), location: 'Paris' }] },
      { ...answer(), libraries: [{ ...marker('x'), locationPrecision: 'street' }] },
      { ...answer(), libraries: [{ ...marker('x'), website: undefined }] },
      { ...answer(), libraries: undefined },
      { ...answer(), bounds: [1, 2, 3] },
      { ...answer(), bounds: undefined },
      { ...answer(), bounds: [1, 2, 3, '4'] },
    ];
    for (const value of invalid) {
      expect(directoryMapSchema.safeParse(value).success).toBe(false);
      expect(isDirectoryMap(value)).toBe(false);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countryAliases, normalizeForSearch } from '../src/index.ts';

// The directory's countries, as the server seeds them (read, not imported: this package does not
// depend on the server's).
const datasetDir = new URL('../../server/src/seed/dataset/libraries/', import.meta.url);
const countries = [
  ...new Map(
    readdirSync(datasetDir)
      .filter((file) => file.endsWith('.json'))
      .flatMap(
        (file) =>
          JSON.parse(readFileSync(new URL(file, datasetDir), 'utf8')) as {
            country: { en: string; ar: string };
          }[],
      )
      .map(({ country }) => [country.en, country] as const),
  ).values(),
];

describe('countryAliases', () => {
  it('reads the directory', () => {
    expect(countries.length).toBeGreaterThan(150);
  });

  it("opens each group with a country's English and Arabic names as the directory gives them", () => {
    const unknown = countryAliases
      .filter(([en, ar]) => !countries.some((country) => country.en === en && country.ar === ar))
      .map(([en, ar]) => `${en} / ${ar}`);
    expect(unknown).toEqual([]);
  });

  it('gives each name to one country only', () => {
    const names = countryAliases.flat().map(normalizeForSearch);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("finds through an alias no other country that the country's own name would not find", () => {
    // "Byelorussia" would make a search for Russia find Belarus; "Guinea Bissau" may hold
    // "Guinea", as the directory's "Guinea-Bissau" does.
    const strays = countryAliases.flatMap(([en, ar, ...aliases]) => {
      const own = { en: normalizeForSearch(en!), ar: normalizeForSearch(ar!) };
      return aliases.flatMap((alias) =>
        countries.flatMap((other) =>
          (['en', 'ar'] as const).flatMap((language) => {
            const name = normalizeForSearch(other[language]);
            return other.en !== en &&
              normalizeForSearch(alias).includes(name) &&
              !own[language].includes(name)
              ? [`${alias} (${en}) finds ${other[language]}`]
              : [];
          }),
        ),
      );
    });
    expect(strays).toEqual([]);
  });
});

import { REGIONS, type Library } from '@libatlas/contracts';
import { countryAliases, filterLibraries } from '@libatlas/directory';
import { describe, expect, it } from 'vitest';
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { NAME_STOPWORDS } from '../src/services/chat';
import { directoryTools } from '../src/services/directoryTools';
import { searchWords } from '../src/search/searchWords';

// The browser's search (filterLibraries) and Ask Library's search tool (search_libraries) read the
// same records through the same normaliser, but they are not the same search, on purpose:
// - the browser finds the typed text inside the name, country or region in the page's language,
//   or inside another name of the country (countryAliases);
// - the tool finds words, in both languages and in the address and description too, ignores the
//   words that name no library in particular ("library", "مكتبة"), and reads a country's other
//   names (the same countryAliases) through its `country` argument, not its `text`.
// So this asserts what must hold across that difference, over the seeded directory.

const directory: Library[] = nationalLibraries.map((library) => ({ ...library, image: '' }));

/** What the browser finds for a text typed on the page of the text's own language. */
function browserFinds(libraries: readonly Library[], search: string): string[] {
  const language = /\p{Script=Arabic}/u.test(search) ? 'ar' : 'en';
  return filterLibraries(libraries, { search, region: 'all', language }).map(
    (library) => library.id,
  );
}

/** The most libraries one answer of the tool shows. */
const PAGE = 20;

/**
 * Every library the tool finds, in the directory's order: one answer shows at most 20, so a
 * larger find (unless it is the whole directory) is asked again region by region, then country by
 * country.
 */
function toolFinds(
  libraries: readonly Library[],
  args: { text?: string; region?: string; country?: string },
): string[] {
  const found = JSON.parse(
    directoryTools(libraries, 'en').run(
      'search_libraries',
      JSON.stringify({ ...args, limit: PAGE }),
    ),
  ) as { total: number; libraries: { id: string }[] };
  if (found.total <= PAGE) return found.libraries.map((library) => library.id);
  if (found.total === libraries.length) return libraries.map((library) => library.id);
  const narrower = args.region
    ? [
        ...new Set(
          libraries
            .filter((library) => library.region.en === args.region)
            .map((library) => library.country.en),
        ),
      ].map((country) => ({ ...args, country }))
    : REGIONS.map((region) => ({ ...args, region: region.en }));
  const ids = new Set(narrower.flatMap((place) => toolFinds(libraries, place)));
  return libraries.filter((library) => ids.has(library.id)).map((library) => library.id);
}

describe('Ask Library and the browser search the directory alike', () => {
  it.each([
    ['مكتبة', 'مكتبه', 'مَكْتَبَـــة', 'مکتبة'],
    ['Bibliothèque', 'bibliotheque', 'BIBLIOTHEQUE'],
    ['الإسكندرية', 'الاسكندرية', 'ٱلإسكندرِيّة', 'ﺍﻹﺳﻜﻨﺪﺭﻳﺔ'],
    ['أفريقيا', 'افريقيا', 'إفريقيا'],
    ['المغرب', 'المَغْرِب', 'المغـــرب'],
    ['Türkiye', 'turkiye', 'TÜRKIYE'],
  ])('finds the same libraries for every spelling of %s, on each side', (...spellings) => {
    const browser = spellings.map((spelling) => browserFinds(directory, spelling));
    const tool = spellings.map((spelling) => toolFinds(directory, { text: spelling }));
    expect(browser[0]!.length).toBeGreaterThan(0);
    for (const [i, spelling] of spellings.entries()) {
      expect(browser[i], `browser: ${spelling}`).toEqual(browser[0]);
      expect(tool[i], `tool: ${spelling}`).toEqual(tool[0]);
    }
  });

  it.each(['المغرب', 'Morocco', 'الإسكندرية', 'Alexandrina', 'الكونغرس', 'Congress', 'أفريقيا'])(
    'the tool finds every library the browser finds for %s',
    (query) => {
      const browser = browserFinds(directory, query);
      expect(browser.length).toBeGreaterThan(0);
      expect(toolFinds(directory, { text: query })).toEqual(expect.arrayContaining(browser));
    },
  );

  it('the tool finds every library the browser finds by a telling word of a name, country or region', () => {
    // Every third record keeps the run short. Words under four letters are left out: the tool
    // matches those whole (مصر, not المصرية), the browser inside longer words.
    const sample = directory.filter((_, index) => index % 3 === 0);
    const words = new Set(
      sample.flatMap((library) =>
        [library.lib_name, library.country, library.region].flatMap((field) =>
          [field.en, field.ar].flatMap(searchWords),
        ),
      ),
    );
    const telling = [...words].filter((word) => word.length >= 4 && !NAME_STOPWORDS.has(word));
    expect(telling.length).toBeGreaterThan(100);
    const missed = telling.flatMap((word) => {
      const tool = new Set(toolFinds(sample, { text: word }));
      const lost = browserFinds(sample, word).filter((id) => !tool.has(id));
      return lost.length > 0 ? [`${word}: ${lost.join(', ')}`] : [];
    });
    expect(missed).toEqual([]);
  });

  it.each(['مكتبة', 'مكتبه', 'bibliotheque', 'Library', 'national'])(
    'a word naming no library in particular (%s) narrows the browser list, not the tool',
    (word) => {
      const browser = browserFinds(directory, word);
      expect(browser.length).toBeGreaterThan(0);
      expect(browser.length).toBeLessThan(directory.length);
      expect(toolFinds(directory, { text: word })).toHaveLength(directory.length);
    },
  );

  it('the tool finds each country by every name countryAliases gives it', () => {
    const missed = countryAliases.flatMap((names) => {
      const libraries = directory
        .filter((library) => library.country.en === names[0])
        .map((library) => library.id);
      return names.flatMap((name) => {
        const found = toolFinds(directory, { country: name });
        return found.join() === libraries.join() ? [] : [`${name}: ${found.join(', ') || '—'}`];
      });
    });
    expect(missed).toEqual([]);
  });

  // A name of these two countries finds them alone in the browser too (Korea, America, Republic
  // of the Congo find other countries' libraries by part of their names there, on purpose).
  it.each([
    ['Turkey', ['Türkiye', 'turkiye', 'تركيا', 'Turkey']],
    ['Czech Republic', ['Czechia', 'التشيك', 'Czech Republic']],
  ] as const)(
    'finds %s by each of its names: the browser by its search, the tool by country',
    (country, names) => {
      const libraries = directory
        .filter((library) => library.country.en === country)
        .map((library) => library.id);
      expect(libraries.length).toBeGreaterThan(0);
      for (const name of names) {
        expect(browserFinds(directory, name), `browser: ${name}`).toEqual(libraries);
        expect(toolFinds(directory, { country: name }), `tool: ${name}`).toEqual(libraries);
      }
    },
  );
});

import { REGIONS, type Library } from '@libatlas/contracts';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { findMentions, NAME_STOPWORDS, tokenMatches, type ChatLanguage } from './chat';
import { searchWords } from '../search/searchWords';

/** The most libraries one search returns: enough to answer, few enough to keep the prompt small. */
const MAX_RESULTS = 20;
const DEFAULT_RESULTS = 10;
/** A description is cut to this many characters in a library's full record. */
const MAX_DESCRIPTION = 1500;
/** …and to this many in a search result. */
const SUMMARY_LENGTH = 200;

const searchArgs = z.object({
  text: z
    .string()
    .max(200)
    .optional()
    .describe(
      'Words to look for in the names, countries, regions, cities, addresses and descriptions, in English or Arabic. Leave out to list by region or country only.',
    ),
  region: z
    .string()
    .max(100)
    .optional()
    .describe(`A region, in English or Arabic: ${REGIONS.map((region) => region.en).join(', ')}.`),
  country: z.string().max(100).optional().describe('A country, in English or Arabic.'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_RESULTS)
    .optional()
    .describe(`How many libraries to return at most (default ${DEFAULT_RESULTS}).`),
});

const getArgs = z.object({
  id: z.string().min(1).max(200).describe('The id of a library, as search_libraries gives it.'),
});

const countArgs = z.object({
  region: z.string().max(100).optional().describe('Only this region, in English or Arabic.'),
  country: z.string().max(100).optional().describe('Only this country, in English or Arabic.'),
});

/** A tool's parameters for the model, from the zod schema that also checks its arguments. */
function parameters(schema: z.ZodObject): Record<string, unknown> {
  const { $schema: _omitted, ...json } = z.toJSONSchema(schema, { target: 'draft-7' });
  return json;
}

function definition(
  name: string,
  description: string,
  schema: z.ZodObject,
): ChatCompletionFunctionTool {
  return { type: 'function', function: { name, description, parameters: parameters(schema) } };
}

const DEFINITIONS: ChatCompletionFunctionTool[] = [
  definition(
    'search_libraries',
    'Search the directory of national libraries by words, region or country. Returns each match with its id, name, country, region, page and a short summary. Every argument is optional; with none it lists the first libraries.',
    searchArgs,
  ),
  definition(
    'get_library',
    "One library's full record: address, opening hours, phone, email, website, languages, map location and description.",
    getArgs,
  ),
  definition(
    'count_libraries',
    'How many libraries the directory lists, in all or in one region or country, with the number per region and the number of countries.',
    countArgs,
  ),
];

export interface DirectoryTools {
  /** The tools as the chat-completions API declares them. */
  definitions: ChatCompletionFunctionTool[];
  /** Runs a tool the model called, answering JSON; a bad call answers an error the model can correct. */
  run(name: string, argumentsJson: string): string;
}

function haystack(library: Library): string[] {
  const fields = [
    library.lib_name,
    library.country,
    library.region,
    library.address,
    library.description,
  ];
  return searchWords(fields.flatMap((field) => [field.en, field.ar]).join(' '));
}

/** A region or country as the model named it, in either language, with the aliases the engine knows. */
function regionOf(name: string, libraries: readonly Library[]): string[] {
  const found = findMentions(name, libraries).regions;
  return found.length > 0 ? found : [name];
}

function countryOf(name: string, libraries: readonly Library[]): string[] {
  const found = findMentions(name, libraries).countries;
  if (found.length > 0) return found;
  const wanted = searchWords(name).join(' ');
  return [
    ...new Set(
      libraries
        .filter(
          (library) =>
            searchWords(library.country.en).join(' ') === wanted ||
            searchWords(library.country.ar).join(' ') === wanted,
        )
        .map((library) => library.country.en),
    ),
  ];
}

function inPlace(
  libraries: readonly Library[],
  region: string | undefined,
  country: string | undefined,
): Library[] {
  const regions = region ? new Set(regionOf(region, libraries)) : null;
  const countries = country ? new Set(countryOf(country, libraries)) : null;
  return libraries.filter(
    (library) =>
      (!regions || regions.has(library.region.en)) &&
      (!countries || countries.has(library.country.en)),
  );
}

/**
 * The libraries whose fields hold every telling word of the text (Arabic clitics allowed); when
 * none holds them all, those that hold the most, so a loose question still finds something to read.
 */
function matchText(libraries: readonly Library[], text: string): Library[] {
  const wanted = searchWords(text).filter((word) => !NAME_STOPWORDS.has(word));
  if (wanted.length === 0) return [...libraries];
  const scored = libraries.map((library) => {
    const fields = haystack(library);
    const hits = wanted.filter((word) =>
      fields.some(
        (field) => tokenMatches(word, field) || (word.length >= 4 && field.includes(word)),
      ),
    ).length;
    return { library, hits };
  });
  const best = Math.max(0, ...scored.map((entry) => entry.hits));
  if (best === 0) return [];
  const all = scored.filter((entry) => entry.hits === wanted.length);
  return (all.length > 0 ? all : scored.filter((entry) => entry.hits === best)).map(
    (entry) => entry.library,
  );
}

function pageOf(library: Library): string {
  return `/libraries/${encodeURIComponent(library.id)}`;
}

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

function summary(library: Library, language: ChatLanguage) {
  return {
    id: library.id,
    name: library.lib_name[language],
    country: library.country[language],
    region: library.region[language],
    page: pageOf(library),
    summary: cut(library.description[language], SUMMARY_LENGTH),
  };
}

function record(library: Library, language: ChatLanguage) {
  return {
    id: library.id,
    name: library.lib_name[language],
    otherName: library.lib_name[language === 'ar' ? 'en' : 'ar'],
    country: library.country[language],
    region: library.region[language],
    page: pageOf(library),
    address: library.address[language],
    openingHours: library.operatingHours[language],
    phone: library.contact.phone,
    email: library.contact.email,
    website: library.website,
    languages: library.languages,
    location: library.location,
    description: cut(library.description[language], MAX_DESCRIPTION),
  };
}

function failure(message: string): string {
  return JSON.stringify({ error: message });
}

function parseArguments<T extends z.ZodObject>(schema: T, json: string): z.infer<T> | string {
  let value: unknown;
  try {
    value = json.trim() === '' ? {} : JSON.parse(json);
  } catch {
    return 'The arguments are not valid JSON.';
  }
  const parsed = schema.safeParse(value);
  return parsed.success
    ? parsed.data
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

/**
 * The model's only way to know the directory: search it, read one library, count. Every answer
 * holds the page of each library it shows, in the language of the question, so the model can cite
 * the pages it used.
 */
export function directoryTools(
  libraries: readonly Library[],
  language: ChatLanguage,
): DirectoryTools {
  const run = (name: string, argumentsJson: string): string => {
    if (name === 'search_libraries') {
      const args = parseArguments(searchArgs, argumentsJson);
      if (typeof args === 'string') return failure(args);
      const place = inPlace(libraries, args.region, args.country);
      const found = args.text ? matchText(place, args.text) : place;
      const shown = found.slice(0, args.limit ?? DEFAULT_RESULTS);
      return JSON.stringify({
        total: found.length,
        libraries: shown.map((library) => summary(library, language)),
      });
    }
    if (name === 'get_library') {
      const args = parseArguments(getArgs, argumentsJson);
      if (typeof args === 'string') return failure(args);
      const library = libraries.find((candidate) => candidate.id === args.id);
      if (!library) return failure(`No library has the id "${args.id}". Search for it first.`);
      return JSON.stringify(record(library, language));
    }
    if (name === 'count_libraries') {
      const args = parseArguments(countArgs, argumentsJson);
      if (typeof args === 'string') return failure(args);
      const place = inPlace(libraries, args.region, args.country);
      const byRegion = new Map<string, number>();
      for (const library of place) {
        const region = library.region[language];
        byRegion.set(region, (byRegion.get(region) ?? 0) + 1);
      }
      return JSON.stringify({
        total: place.length,
        countries: new Set(place.map((library) => library.country.en)).size,
        byRegion: Object.fromEntries(byRegion),
      });
    }
    return failure(`There is no tool named "${name}".`);
  };
  return { definitions: DEFINITIONS, run };
}

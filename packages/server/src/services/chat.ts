import { REGIONS, type ChatRequest, type ChatResponse, type Library } from '@libatlas/contracts';
import { countryAliasesOf, isShortFormSearch, normalizeForSearch } from '@libatlas/directory';
import type { Database } from '../db/client';
import { listLibraries } from './libraries';
import { searchWords } from '../search/searchWords';

/**
 * Ask Library without an outside service: it reads the latest question, finds the regions,
 * countries and libraries it names (in English or Arabic, with or without diacritics, the hamza on
 * alef or Arabic clitics such as و ب ل; its words are compared in the browser search's form,
 * `normalizeForSearch`), and answers in the question's language with facts from the directory, or
 * says plainly that it found nothing.
 */

export type ChatLanguage = 'en' | 'ar';

/** How many libraries get a full card in one answer; the rest are named. */
const MAX_DETAILED = 5;
/** How many names a region's list shows before "and N more". */
const MAX_LISTED = 30;

/**
 * Arabic when a good share (30%) of the letters are Arabic: an Arabic question often quotes a Latin
 * name ("ما هي مكتبة Library of Congress؟"), while an English one rarely holds Arabic words.
 */
export function detectLanguage(text: string): ChatLanguage {
  const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return arabic > 0 && arabic >= 0.3 * (arabic + latin) ? 'ar' : 'en';
}

/** Arabic clitics that may stick to the front of a word: و ف ب ل ك and their pairs. */
const CLITICS = new Set(['و', 'ف', 'ب', 'ل', 'ك', 'وب', 'ول', 'فب', 'فل', 'وك', 'فك']);

/** Whether a word of the question is `word`, allowing Arabic clitics (بالصين, وللمكتبه, …). */
export function tokenMatches(found: string, word: string): boolean {
  if (found === word) return true;
  if (
    found.length > word.length &&
    found.endsWith(word) &&
    CLITICS.has(found.slice(0, found.length - word.length))
  ) {
    return true;
  }
  // ل + ال contracts to لل: للمكتبه is ل + المكتبه.
  if (word.startsWith('ال') && found.length > 2) {
    const rest = word.slice(1);
    const prefix = found.slice(0, found.length - rest.length);
    return found.endsWith(rest) && (prefix === 'ل' || prefix === 'ول' || prefix === 'فل');
  }
  return false;
}

type MatchKind = 'region' | 'country' | 'library';

interface Phrase {
  kind: MatchKind;
  /** Region English name, country English name, or library id. */
  key: string;
  tokens: string[];
}

/** Other ways to name a region, beside its English and Arabic names. */
const REGION_ALIASES: Record<string, string[]> = {
  'Middle East': ['mideast', 'mid east', 'شرق اوسط', 'الشرق الاوسط'],
  Europe: ['european', 'اوربا', 'الاوروبيه'],
  'North America': ['north american', 'northern america', 'أميركا الشمالية'],
  Asia: ['asian', 'الاسيويه'],
  Oceania: ['australasia', 'pacific islands', 'أوقيانيا', 'اوقيانوسيا'],
  'North Africa': ['northern africa', 'north african', 'maghreb', 'شمال إفريقيا', 'المغرب العربي'],
  Africa: ['african', 'sub saharan africa', 'subsaharan africa', 'إفريقيا', 'الافريقيه'],
  'South America': ['south american', 'latin america', 'أميركا الجنوبية', 'أمريكا اللاتينية'],
};

/** Names that stand for several regions at once. */
const REGION_GROUPS: Record<string, string[]> = {
  americas: ['North America', 'South America'],
  'the americas': ['North America', 'South America'],
  الامريكتين: ['North America', 'South America'],
  الامريكيتين: ['North America', 'South America'],
};

/**
 * Short forms that are also everyday words of a question ("tell us"): read as the country only
 * when the question writes them in capitals, as the browser's search reads a short form.
 */
const EVERYDAY_SHORT_FORMS = new Set(['us']);

/** Words of library names that say nothing about which library it is. */
export const NAME_STOPWORDS = new Set(
  [
    'the',
    'of',
    'and',
    'for',
    'in',
    'at',
    'national',
    'library',
    'libraries',
    'state',
    'public',
    'central',
    'archives',
    'archive',
    'documentation',
    'centre',
    'center',
    'service',
    'services',
    'institute',
    'de',
    'la',
    'le',
    'du',
    'des',
    'del',
    'di',
    'da',
    'do',
    'dos',
    'das',
    'el',
    'al',
    'y',
    'e',
    'et',
    'nacional',
    'nationale',
    'republic',
    'republica',
    'biblioteca',
    'bibliotheque',
    'bibliothek',
    'biblioteka',
    'main',
    'general',
    'المكتبه',
    'مكتبه',
    'المكتبات',
    'الوطنيه',
    'الوطني',
    'القوميه',
    'العامه',
    'المركزيه',
    'دار',
    'الكتب',
    'الوثائق',
    'الارشيف',
    'ارشيف',
    'والارشيف',
    'والوثائق',
    'في',
    'من',
    'و',
    'جمهوريه',
    'الجمهوريه',
    'مركز',
  ].map(normalizeForSearch),
);

function phrase(kind: MatchKind, key: string, text: string): Phrase | null {
  const tokens = searchWords(text);
  return tokens.length > 0 ? { kind, key, tokens } : null;
}

function buildPhrases(libraries: readonly Library[]): Phrase[] {
  const phrases: (Phrase | null)[] = [];
  for (const region of REGIONS) {
    for (const name of [region.en, region.ar, ...(REGION_ALIASES[region.en] ?? [])]) {
      phrases.push(phrase('region', region.en, name));
    }
  }
  for (const name of Object.keys(REGION_GROUPS)) phrases.push(phrase('region', name, name));
  const countries = new Map<string, Set<string>>();
  for (const library of libraries) {
    const names = countries.get(library.country.en) ?? new Set<string>();
    names.add(library.country.en).add(library.country.ar);
    // Its other names in either language (Czechia, Holland, بريطانيا, Persia…): the directory's
    // one table, which the browser's search reads too.
    for (const alias of countryAliasesOf(library.country)) names.add(alias);
    countries.set(library.country.en, names);
    phrases.push(
      phrase('library', library.id, library.lib_name.en),
      phrase('library', library.id, library.lib_name.ar),
    );
  }
  for (const [country, names] of countries) {
    for (const name of names) phrases.push(phrase('country', country, name));
  }
  return phrases
    .filter((p): p is Phrase => p !== null)
    .sort((a, b) => b.tokens.length - a.tokens.length);
}

export interface ChatMatches {
  /** English region names. */
  regions: string[];
  /** English country names. */
  countries: string[];
  /** Library ids named directly. */
  libraryIds: string[];
}

/**
 * Finds what a question names. Longer names win over shorter ones and take their words with
 * them, so "South Africa" is a country and not the region Africa, and "North Africa" is one region.
 * A library may also be named by the telling words of its name ("Congress", "Alexandrina").
 */
export function findMentions(question: string, libraries: readonly Library[]): ChatMatches {
  const words = searchWords(question);
  const used = new Array<boolean>(words.length).fill(false);
  const found: Record<MatchKind, Set<string>> = {
    region: new Set(),
    country: new Set(),
    library: new Set(),
  };

  const inCapitals = new Set(
    question
      .split(/[^\p{L}\p{N}]+/u)
      .filter(isShortFormSearch)
      .map(normalizeForSearch),
  );

  for (const candidate of buildPhrases(libraries)) {
    const n = candidate.tokens.length;
    const [only] = candidate.tokens;
    if (n === 1 && EVERYDAY_SHORT_FORMS.has(only!) && !inCapitals.has(only!)) continue;
    for (let start = 0; start + n <= words.length; start += 1) {
      let fits = true;
      for (let i = 0; i < n && fits; i += 1) {
        fits = !used[start + i] && tokenMatches(words[start + i]!, candidate.tokens[i]!);
      }
      if (!fits) continue;
      for (let i = 0; i < n; i += 1) used[start + i] = true;
      found[candidate.kind].add(candidate.key);
    }
  }

  const free = words.filter((_, i) => !used[i]);
  for (const library of libraries) {
    if (found.library.has(library.id)) continue;
    for (const name of [library.lib_name.en, library.lib_name.ar]) {
      const telling = searchWords(name).filter(
        (word) => !NAME_STOPWORDS.has(word) && word.length >= 4,
      );
      if (telling.length > 0 && telling.every((word) => free.some((w) => tokenMatches(w, word)))) {
        found.library.add(library.id);
        break;
      }
    }
  }

  const regions = new Set<string>();
  for (const key of found.region)
    for (const region of REGION_GROUPS[key] ?? [key]) regions.add(region);
  return { regions: [...regions], countries: [...found.country], libraryIds: [...found.library] };
}

const COUNT_WORDS = [
  'how many',
  'number of',
  'count',
  'total',
  'regions',
  'كم',
  'عدد',
  'المناطق',
].map(searchWords);

function asksForCounts(question: string): boolean {
  const words = searchWords(question);
  return COUNT_WORDS.some((target) =>
    words.some((_, start) =>
      target.every(
        (word, i) => words[start + i] !== undefined && tokenMatches(words[start + i]!, word),
      ),
    ),
  );
}

function regionName(en: string, language: ChatLanguage): string {
  return language === 'ar' ? (REGIONS.find((r) => r.en === en)?.ar ?? en) : en;
}

/** "1 library", "2 libraries"; Arabic counts take their own forms (مكتبة واحدة، مكتبتان، 3 مكتبات، 11 مكتبة). */
function libraryCount(n: number, language: ChatLanguage): string {
  if (language === 'en') return n === 1 ? '1 library' : `${n} libraries`;
  if (n === 1) return 'مكتبة واحدة';
  if (n === 2) return 'مكتبتان';
  const mod100 = n % 100;
  return mod100 >= 3 && mod100 <= 10 ? `${n} مكتبات` : `${n} مكتبة`;
}

function describeLibrary(library: Library, language: ChatLanguage): string {
  const t = language;
  const labels =
    t === 'ar'
      ? {
          address: 'العنوان',
          hours: 'مواعيد العمل',
          website: 'الموقع الإلكتروني',
          phone: 'الهاتف',
          email: 'البريد الإلكتروني',
          none: 'غير مدرج',
        }
      : {
          address: 'Address',
          hours: 'Opening hours',
          website: 'Website',
          phone: 'Phone',
          email: 'Email',
          none: 'not listed',
        };
  const separator = t === 'ar' ? '، ' : ', ';
  const lines = [
    `${library.lib_name[t]} (${library.country[t]}${separator}${regionName(library.region.en, t)})`,
    `${labels.address}: ${library.address[t] || labels.none}`,
    `${labels.hours}: ${library.operatingHours[t] || labels.none}`,
    `${labels.website}: ${library.website || labels.none}`,
  ];
  if (library.contact.phone) lines.push(`${labels.phone}: ${library.contact.phone}`);
  if (library.contact.email) lines.push(`${labels.email}: ${library.contact.email}`);
  return lines.join('\n');
}

function describeRegion(
  region: string,
  libraries: readonly Library[],
  language: ChatLanguage,
): string {
  const inRegion = libraries
    .filter((library) => library.region.en === region)
    .sort((a, b) => a.lib_name[language].localeCompare(b.lib_name[language], language));
  const name = regionName(region, language);
  if (inRegion.length === 0) {
    return language === 'ar'
      ? `لا توجد في الأطلس مكتبات في منطقة ${name} حتى الآن.`
      : `The atlas has no libraries in ${name} yet.`;
  }
  const listed = inRegion
    .slice(0, MAX_LISTED)
    .map((library) => `- ${library.lib_name[language]} (${library.country[language]})`);
  const more = inRegion.length - listed.length;
  if (more > 0)
    listed.push(language === 'ar' ? `- و${libraryCount(more, 'ar')} أخرى.` : `- and ${more} more.`);
  const heading =
    language === 'ar'
      ? `في منطقة ${name} ${libraryCount(inRegion.length, 'ar')} في الأطلس:`
      : `${name} has ${libraryCount(inRegion.length, 'en')} in the atlas:`;
  return [heading, ...listed].join('\n');
}

function describeOverview(libraries: readonly Library[], language: ChatLanguage): string {
  const counts = new Map<string, number>();
  for (const library of libraries)
    counts.set(library.region.en, (counts.get(library.region.en) ?? 0) + 1);
  const lines = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([region, n]) => `- ${regionName(region, language)}: ${libraryCount(n, language)}`);
  const heading =
    language === 'ar'
      ? `يضم الأطلس ${libraryCount(libraries.length, 'ar')} موزعة على ${counts.size} مناطق:`
      : `The atlas lists ${libraryCount(libraries.length, 'en')} in ${counts.size} regions:`;
  return [heading, ...lines].join('\n');
}

function notFound(language: ChatLanguage): string {
  return language === 'ar'
    ? 'لم أجد في الأطلس مكتبة أو دولة أو منطقة تطابق سؤالك. جرّب السؤال عن دولة (مثل «المكتبات في مصر»)، أو عن منطقة (مثل «ما المكتبات الموجودة في أوقيانوسيا؟»)، أو عن مكتبة باسمها.'
    : 'I could not find a library, country or region from your question in the atlas. Try asking about a country (for example "libraries in Egypt"), a region ("Which libraries are in Oceania?") or a library by its name.';
}

/** The answer to one question, from the given libraries only. */
export function answerQuestion(question: string, libraries: readonly Library[]): string {
  const language = detectLanguage(question);
  const mentions = findMentions(question, libraries);
  const sections: string[] = [];

  for (const region of mentions.regions) sections.push(describeRegion(region, libraries, language));

  const chosen = new Map<string, Library>();
  for (const id of mentions.libraryIds) {
    const library = libraries.find((l) => l.id === id);
    if (library) chosen.set(library.id, library);
  }
  for (const country of mentions.countries) {
    for (const library of libraries)
      if (library.country.en === country) chosen.set(library.id, library);
  }
  const picked = [...chosen.values()];
  if (picked.length > 0) {
    const detailed = picked.slice(0, MAX_DETAILED);
    sections.push(...detailed.map((library) => describeLibrary(library, language)));
    const rest = picked.slice(MAX_DETAILED).map((library) => library.lib_name[language]);
    if (rest.length > 0) {
      sections.push(
        language === 'ar'
          ? `وأيضًا في الأطلس: ${rest.join('، ')}.`
          : `Also in the atlas: ${rest.join(', ')}.`,
      );
    }
  }

  if (sections.length === 0 && asksForCounts(question) && libraries.length > 0) {
    sections.push(describeOverview(libraries, language));
  }
  return sections.length > 0 ? sections.join('\n\n') : notFound(language);
}

/** The question of a conversation: its latest message from the user. */
export function latestQuestion(request: ChatRequest): string {
  const fromUser = request.messages.filter((message) => message.role === 'user');
  return (fromUser.at(-1) ?? request.messages.at(-1))?.content ?? '';
}

/** POST /api/chat (premium and admin). */
export async function chat(db: Database, request: ChatRequest): Promise<ChatResponse> {
  return { response: answerQuestion(latestQuestion(request), await listLibraries(db)) };
}

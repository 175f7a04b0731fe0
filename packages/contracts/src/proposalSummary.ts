import type { LanguageName } from './languages';
import type { LibraryField, LibraryFieldChange, LibraryFieldValue } from './libraryFields';
import { TEXT_LIMITS } from './text';

type Bilingual = { en: string; ar: string };

/**
 * The fields' names in both languages, as the library form labels them (packages/i18n's
 * `libraryForm.fields.*`; a test there keeps the two the same).
 */
export const LIBRARY_FIELD_LABELS: Record<LibraryField, Bilingual> = {
  lib_name: { en: 'Library Name', ar: 'اسم المكتبة' },
  country: { en: 'Country', ar: 'الدولة' },
  region: { en: 'Region', ar: 'المنطقة' },
  description: { en: 'Description', ar: 'الوصف' },
  address: { en: 'Address', ar: 'العنوان' },
  operatingHours: { en: 'Operating Hours', ar: 'مواعيد العمل' },
  openingHours: {
    en: 'Hours as data (OpenStreetMap syntax)',
    ar: 'مواعيد العمل بصيغة OpenStreetMap',
  },
  'contact.phone': { en: 'Phone', ar: 'الهاتف' },
  'contact.email': { en: 'Email', ar: 'البريد الإلكتروني' },
  website: { en: 'Website', ar: 'الموقع الإلكتروني' },
  catalogue: { en: 'Catalogue', ar: 'الفهرس' },
  digitalLibrary: { en: 'Digital library', ar: 'المكتبة الرقمية' },
  access: { en: 'Who may use it', ar: 'من يحق له الاستخدام' },
  accessNote: { en: 'Conditions of use', ar: 'شروط الاستخدام' },
  languages: { en: 'Languages', ar: 'اللغات' },
  location: { en: 'Location', ar: 'الموقع' },
  locationPrecision: { en: 'Location precision', ar: 'دقة الموقع' },
  image: { en: 'Image', ar: 'الصورة' },
  sources: { en: 'Sources', ar: 'المصادر' },
  lastChecked: { en: 'Last checked', ar: 'تاريخ آخر مراجعة' },
  wikidata: { en: 'Wikidata item', ar: 'معرّف ويكي بيانات' },
  isil: { en: 'ISIL', ar: 'رمز ISIL' },
  sovereignState: { en: 'Sovereign state', ar: 'الدولة ذات السيادة' },
};

/** The collection languages' Arabic names (packages/i18n's `language.*`, kept the same by a test). */
export const LANGUAGE_NAMES_AR: Record<LanguageName, string> = {
  Arabic: 'العربية',
  English: 'الإنجليزية',
  French: 'الفرنسية',
  German: 'الألمانية',
  Spanish: 'الإسبانية',
  Italian: 'الإيطالية',
  Portuguese: 'البرتغالية',
  Russian: 'الروسية',
  Turkish: 'التركية',
  Chinese: 'الصينية',
  Japanese: 'اليابانية',
  Korean: 'الكورية',
  Hindi: 'الهندية',
  Bengali: 'البنغالية',
  Urdu: 'الأردية',
  Swahili: 'السواحيلية',
  Persian: 'الفارسية',
  Indonesian: 'الإندونيسية',
  Malay: 'الملايوية',
  Tamil: 'التاميلية',
  Telugu: 'التيلوغوية',
  Malayalam: 'المالايالامية',
  Punjabi: 'البنجابية',
};

const WORDS = {
  en: {
    heading: (name: string) => `Proposed edit to ${name}:`,
    empty: '(empty)',
    inLanguage: { en: 'in English', ar: 'in Arabic' },
    arrow: '→',
    listSeparator: ', ',
    source: 'Source:',
    note: 'Note:',
  },
  ar: {
    heading: (name: string) => `تعديل مقترح على ${name}:`,
    empty: '(فارغ)',
    inLanguage: { en: 'بالإنجليزية', ar: 'بالعربية' },
    arrow: '←',
    listSeparator: '، ',
    source: 'المصدر:',
    note: 'ملاحظة:',
  },
} as const;

// A value or a note set apart from the line around it (Unicode's first-strong isolate … pop
// directional isolate), so that it takes its direction from its own letters and leaves the line's
// order alone: unisolated, an Arabic line's "old ← new" of two Latin values is drawn as one
// left-to-right run, the arrow pointing at the old value, and a note's closing bracket is mirrored
// to its far side. An isolate ends with its line, so each line of a value is isolated on its own.
const FSI = '\u2068';
const PDI = '\u2069';
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * `text` isolated where the reader's line could reorder it: always in an Arabic line (Latin
 * letters, digits, URLs), and in an English one when it holds right-to-left letters.
 */
function isolate(text: string, language: 'en' | 'ar'): string {
  if (language === 'en' && !RIGHT_TO_LEFT.test(text)) return text;
  return text
    .split('\n')
    .map((line) => `${FSI}${line}${PDI}`)
    .join('\n');
}

/** How long one value may run in the summary before it is cut. */
const VALUE_LIMIT = 300;

function clip(text: string): string {
  return text.length > VALUE_LIMIT ? `${text.slice(0, VALUE_LIMIT - 1)}…` : text;
}

function isBilingual(value: LibraryFieldValue): value is Bilingual {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && 'en' in value;
}

/** One value as a reader of `language` reads it. */
function valueText(value: LibraryFieldValue, language: 'en' | 'ar'): string {
  const words = WORDS[language];
  if (value === null) return words.empty;
  if (typeof value === 'string') return value.trim() ? clip(value) : words.empty;
  if (Array.isArray(value)) {
    if (value.length === 0) return words.empty;
    const names = value.map((name) =>
      language === 'ar'
        ? (LANGUAGE_NAMES_AR[name as keyof typeof LANGUAGE_NAMES_AR] ?? name)
        : name,
    );
    return clip(names.join(words.listSeparator));
  }
  if ('lat' in value) return `${value.lat}, ${value.lng}`;
  return clip(value[language]);
}

/** The lines of one field's change: one per language that changed for a bilingual field. */
function changeLines(change: LibraryFieldChange, language: 'en' | 'ar'): string[] {
  const words = WORDS[language];
  const label = LIBRARY_FIELD_LABELS[change.field][language];
  const line = (name: string, from: string, to: string) =>
    `• ${name}: ${isolate(from, language)} ${words.arrow} ${isolate(to, language)}`;
  if (isBilingual(change.old) || isBilingual(change.new)) {
    const before = isBilingual(change.old) ? change.old : { en: '', ar: '' };
    const after = isBilingual(change.new) ? change.new : { en: '', ar: '' };
    return (['en', 'ar'] as const)
      .filter((part) => before[part] !== after[part])
      .map((part) =>
        line(
          `${label} (${words.inLanguage[part]})`,
          before[part].trim() ? clip(before[part]) : words.empty,
          after[part].trim() ? clip(after[part]) : words.empty,
        ),
      );
  }
  return [line(label, valueText(change.old, language), valueText(change.new, language))];
}

/**
 * A proposal's content (spec §3's `content`), readable in both languages on the board and through
 * every call of spec §7: the library, each changed field old → new, the source and the note.
 */
export function proposalSummary(input: {
  libraryName: Bilingual;
  changes: readonly LibraryFieldChange[];
  source: string;
  note: string;
}): Bilingual {
  const write = (language: 'en' | 'ar') => {
    const words = WORDS[language];
    const name = input.libraryName[language] || input.libraryName.en || input.libraryName.ar;
    const lines = [
      words.heading(name),
      ...input.changes.flatMap((change) => changeLines(change, language)),
      `${words.source} ${input.source}`,
      ...(input.note.trim() ? [`${words.note} ${isolate(input.note.trim(), language)}`] : []),
    ];
    const text = lines.join('\n');
    return text.length > TEXT_LIMITS.long ? `${text.slice(0, TEXT_LIMITS.long - 1)}…` : text;
  };
  return { en: write('en'), ar: write('ar') };
}

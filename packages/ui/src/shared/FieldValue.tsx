import type { ParseKeys } from 'i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  LANGUAGES,
  languageKey,
  type LanguageName,
  type LibraryField,
  type LibraryFieldValue,
} from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';

export interface FieldValueProps {
  /** The field the value belongs to (its kind of text). */
  field: LibraryField;
  /** The value: a text in both languages, a text, a list, a point, or none. */
  value: LibraryFieldValue;
}

/** Fields whose text reads left to right whatever the page's language. */
const LTR_FIELDS: readonly LibraryField[] = [
  'contact.phone',
  'contact.email',
  'website',
  'image',
  'sources',
  'lastChecked',
  'wikidata',
  'isil',
];

function isLanguageName(name: string): name is LanguageName {
  return (LANGUAGES as readonly string[]).includes(name);
}

function Empty() {
  const { t } = useTranslation();
  return (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      sx={{ fontStyle: 'italic' }}
    >
      {t('libraryEdits.empty')}
    </Typography>
  );
}

/**
 * One value of a library field as a reader reads it: both languages of a bilingual text, each
 * marked with its own language and direction; a list of languages in the page's language; a point
 * as its coordinates; an empty value said to be empty.
 */
export function FieldValue({ field, value }: FieldValueProps) {
  const { t } = useTranslation();
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return <Empty />;
  }
  if (typeof value === 'string') {
    return (
      <Box
        component="span"
        dir={LTR_FIELDS.includes(field) ? 'ltr' : 'auto'}
        sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {value}
      </Box>
    );
  }
  if (Array.isArray(value)) {
    const names = value.map((name) =>
      isLanguageName(name) ? t(languageKey(name) as ParseKeys) : name,
    );
    return (
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {names.join(t('libraryEdits.listSeparator'))}
      </Box>
    );
  }
  if ('lat' in value) {
    // Decimal degrees, as the form takes them: digits a reader can copy into another map.
    return (
      <Box component="span" dir="ltr">
        {value.lat}, {value.lng}
      </Box>
    );
  }
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {(['en', 'ar'] as const).map((part) => (
        // Each language on its own lines, in its own direction, under its name.
        <Box component="span" key={part} sx={{ display: 'block' }}>
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {part === 'en' ? t('libraryEdits.valueInEnglish') : t('libraryEdits.valueInArabic')}
          </Typography>
          {value[part].trim() ? (
            <Box
              component="span"
              lang={part}
              dir={part === 'ar' ? 'rtl' : 'ltr'}
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
            >
              {value[part]}
            </Box>
          ) : (
            <Empty />
          )}
        </Box>
      ))}
    </Box>
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  SUGGESTION_SORTS,
  SUGGESTION_TYPES,
  type SuggestionSort,
  type SuggestionType,
} from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { localizedText } from '../LibraryCard/index.ts';
import { NativeSelectField } from '../NativeSelectField/index.ts';
import { SearchField } from '../SearchField/index.ts';

/** A library the board can be filtered to: its id and its name in both languages. */
export interface BoardLibraryOption {
  id: string;
  name: { en: string; ar: string };
}

export interface SuggestionBoardControlsProps {
  /** The order applied. */
  sort: SuggestionSort;
  /** Called with the order the reader picks. */
  onSortChange: (sort: SuggestionSort) => void;
  /** The words searched, as typed (the page waits for the typing to pause before it searches). */
  search: string;
  /** Called with the text on every keystroke, and with '' when the field is cleared. */
  onSearchChange: (search: string) => void;
  /** The type kept, or null for every type. */
  type: SuggestionType | null;
  /** Called with the type picked, or null for every type. */
  onTypeChange: (type: SuggestionType | null) => void;
  /** The library kept, or null for every suggestion. */
  libraryId: string | null;
  /** Called with the library picked, or null once the choice is cleared. */
  onLibraryChange: (libraryId: string | null) => void;
  /** The libraries offered, in the directory's order. */
  libraries: readonly BoardLibraryOption[];
}

/**
 * - **Use it** above the suggestions list, as `SuggestionsBoard`'s `controls`, to order, search and
 *   narrow it.
 * - **Don't use it** for the status filter (all, mine, pending…): that is `SuggestionFilter`.
 *
 * The Suggestions board's controls: the order (newest, most voted, most discussed), a search in
 * the active language, and filters by type and by library: one row on wide screens; on narrower
 * ones the search and the library a line each, the two selects side by side. The search, the
 * order and the type are named as in the board's address (`q`, `sort`, `type`): inside a
 * `QueryForm` they work without the app's code (the library's search needs it).
 */
export function SuggestionBoardControls({
  sort,
  onSortChange,
  search,
  onSearchChange,
  type,
  onTypeChange,
  libraryId,
  onLibraryChange,
  libraries,
}: SuggestionBoardControlsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const selectedLibrary = libraries.find((library) => library.id === libraryId) ?? null;
  const name = (option: BoardLibraryOption) => localizedText(option.name, language).text;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // Below md the search and the library take a line each; the two selects share one.
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '2fr 1fr 1fr 2fr' },
        '& > .wide': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        alignItems: 'start',
      }}
    >
      <Box className="wide">
        <SearchField
          name="q"
          value={search}
          onChange={onSearchChange}
          label={t('suggestionBoard.searchLabel')}
        />
      </Box>
      <NativeSelectField
        name="sort"
        label={t('suggestionBoard.sortLabel')}
        value={sort}
        onChange={(next) => onSortChange(next as SuggestionSort)}
        options={SUGGESTION_SORTS.map((option) => ({
          value: option,
          label: t(`suggestionBoard.sort.${option}`),
        }))}
      />
      <NativeSelectField
        name="type"
        label={t('suggestionBoard.typeLabel')}
        value={type ?? 'all'}
        onChange={(next) => onTypeChange(next === 'all' ? null : (next as SuggestionType))}
        options={[
          { value: 'all', label: t('suggestionBoard.allTypes') },
          ...SUGGESTION_TYPES.map((option) => ({
            value: option,
            label: t(`suggestions.type.${option}`),
          })),
        ]}
      />
      <Autocomplete
        className="wide"
        options={libraries}
        value={selectedLibrary}
        onChange={(_event, option) => onLibraryChange(option?.id ?? null)}
        getOptionLabel={name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={t('suggestionBoard.noLibraries')}
        openText={t('suggestionBoard.libraryLabel')}
        closeText={t('common.close')}
        clearText={t('suggestionBoard.allLibraries')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('suggestionBoard.libraryLabel')}
            placeholder={t('suggestionBoard.allLibraries')}
          />
        )}
      />
    </Box>
  );
}

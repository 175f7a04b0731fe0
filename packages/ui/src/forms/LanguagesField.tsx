import type { ParseKeys } from 'i18next';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { LANGUAGES, languageKey, type LanguageName } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { useMessageText } from '../apiErrors/index.ts';

function isLanguageName(name: string): name is LanguageName {
  return (LANGUAGES as readonly string[]).includes(name);
}

export interface LanguagesFieldProps<Values extends FieldValues & { languages: string[] }> {
  /** The form's control, from `useForm`; its values have the library's `languages`. */
  control: Control<Values, unknown, unknown>;
  /** Disabled while the form is being sent. */
  disabled: boolean;
}

/**
 * A library's collection languages, as chips: any of the form's 23 (spec §3), bound to
 * react-hook-form, its rule's message translated below it. A stored language outside the list
 * stays visible, so it can be seen and removed. The library form and the edit proposal share it.
 */
export function LanguagesField<Values extends FieldValues & { languages: string[] }>({
  control,
  disabled,
}: LanguagesFieldProps<Values>) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  // `languages` is a path of every such form; TypeScript cannot see it through the generic.
  const { field, fieldState } = useController({ control, name: 'languages' as Path<Values> });
  const value = field.value as string[];
  const error = messageText(fieldState.error?.message);
  const options = [...LANGUAGES, ...value.filter((name) => !isLanguageName(name))];
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={value}
      onChange={(_event, next) => field.onChange(next)}
      onBlur={field.onBlur}
      disabled={disabled}
      getOptionLabel={(name) => (isLanguageName(name) ? t(languageKey(name) as ParseKeys) : name)}
      openText={t('libraryForm.languagesOpen')}
      closeText={t('libraryForm.languagesClose')}
      clearText={t('libraryForm.languagesClear')}
      noOptionsText={t('libraryForm.languagesNone')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('libraryForm.fields.languages')}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}

import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import type { LibraryPayload } from '@libatlas/contracts';
import { useLanguage } from '@libatlas/i18n';
import { visuallyHidden } from '../LibraryCard/index.ts';
import type { LibraryFormValues } from './libraryFormValues.ts';
import { useMessageText } from '../apiErrors/index.ts';

type BilingualField =
  | 'lib_name'
  | 'country'
  | 'description'
  | 'address'
  | 'operatingHours'
  | 'accessNote'
  | 'sovereignState';

/** The form's fields that are typed as text. */
export type TextFieldPath =
  | `${BilingualField}.${'en' | 'ar'}`
  | 'website'
  | 'contact.phone'
  | 'contact.email'
  | 'location.lat'
  | 'location.lng'
  | 'sources'
  | 'lastChecked'
  | 'wikidata'
  | 'isil'
  | 'openingHours'
  | 'catalogue'
  | 'digitalLibrary';

export interface FormTextFieldProps {
  /** The form's control, from `useForm`. */
  control: Control<LibraryFormValues, unknown, LibraryPayload>;
  /** The field edited. */
  name: TextFieldPath;
  /** The visible label, in the page's language. */
  label: string;
  /** Marks the label as required (the schema does the checking). */
  required?: boolean;
  /** Disabled while the form is being saved. */
  disabled?: boolean;
  /** A text area of at least this many rows instead of a one-line input. */
  minRows?: number;
  /** The input's type (email, url, tel); text by default. */
  type?: string;
  /** The on-screen keyboard to offer (decimal for the coordinates). */
  inputMode?: 'text' | 'decimal' | 'email' | 'tel' | 'url';
  /** The browser's autofill hint. */
  autoComplete?: string;
  /** Keeps a left-to-right value (a number, an address) left-to-right in an Arabic page. */
  ltr?: boolean;
  /** A tooltip on an information button at the end of the field, also read as the input's description. */
  hint?: string;
  /** Rewrites the value when the field is left (the coordinates: unparseable input becomes 0). */
  normalize?: (value: string) => string;
  /** A short note shown below the field while it has no error (e.g. why it may stay empty). */
  helperText?: string;
}

/**
 * A text field of the library form bound to react-hook-form: its message (an i18n key) translated
 * below it, its label and messages marked in the page's language even inside the Arabic panel.
 */
export function FormTextField({
  control,
  name,
  label,
  required = false,
  disabled = false,
  minRows,
  type,
  inputMode,
  autoComplete,
  ltr = false,
  hint,
  normalize,
  helperText,
}: FormTextFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const { language } = useLanguage();
  const messageText = useMessageText();
  const id = useId();
  const hintId = useId();
  const error = messageText(fieldState.error?.message);
  const describedBy = [error || helperText ? `${id}-helper-text` : null, hint ? hintId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <TextField
      id={id}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={() => {
        if (normalize) field.onChange(normalize(field.value));
        field.onBlur();
      }}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      multiline={minRows !== undefined}
      minRows={minRows}
      type={type}
      autoComplete={autoComplete}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      slotProps={{
        htmlInput: {
          inputMode,
          dir: ltr ? 'ltr' : undefined,
          'aria-describedby': describedBy || undefined,
        },
        inputLabel: { lang: language },
        formHelperText: { lang: language },
        input: hint
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={hint}>
                    <IconButton edge="end" size="small">
                      <InfoOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Box component="span" id={hintId} sx={visuallyHidden}>
                    {hint}
                  </Box>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}

import { useId, useRef, type KeyboardEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from '@libatlas/i18n';

export interface SearchFieldProps {
  /** The current search text (controlled). */
  value: string;
  /** Called with the new text on every keystroke, and with '' when the field is cleared. */
  onChange: (value: string) => void;
  /** The field's visible label, already translated. */
  label: string;
  /** Example text shown inside the empty field, already translated. */
  placeholder?: string;
  /** The input's id; generated when absent. */
  id?: string;
  /** The name the text goes by in a submitted form (`q` in a `QueryForm`: the page's address). */
  name?: string;
  /** Called when the box gets the focus: a page can start fetching what its search reads. */
  onFocus?: () => void;
}

/**
 * - **Use it** to filter a list as the reader types (Home, Libraries).
 * - **Don't use it** for a form field that is submitted: use a `TextField`.
 *
 * A search box (spec §2 Home and Libraries page): a labelled `type="search"` input with a search
 * icon, and a clear button once there is text. Escape clears it too. Debouncing is the caller's.
 */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
  id,
  name,
  onFocus,
}: SearchFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    onChange('');
    // The clear button disappears with the text, so focus goes back to where the user types.
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && value !== '') {
      event.preventDefault();
      clear();
    }
  };

  const inputId = id ?? generatedId;
  // TextField's outlined field, assembled from its parts: TextField itself also brings Select and
  // its menu, which every page's first load would then download.
  return (
    <FormControl
      fullWidth
      // The browser's own clear cross would duplicate the labelled button below.
      sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
    >
      <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        name={name}
        type="search"
        fullWidth
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        inputRef={inputRef}
        autoComplete="off"
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        }
        endAdornment={
          value !== '' ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('common.clearSearch')}
                data-needs-script
                onClick={clear}
                edge="end"
                size="small"
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
    </FormControl>
  );
}

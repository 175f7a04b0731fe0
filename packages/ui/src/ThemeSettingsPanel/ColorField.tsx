import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@libatlas/i18n';

// The settings take six-digit hex codes; the leading # may be left out while typing.
const HEX = /^#?([0-9a-fA-F]{6})$/;

export interface ColorFieldProps {
  /** The colour's name, e.g. "Primary Color". */
  label: string;
  /** The colour, a six-digit hex code. */
  value: string;
  /** Called with a valid six-digit hex code (with its #) whenever one is picked or typed. */
  onChange: (color: string) => void;
}

/**
 * - **Use it** to edit one colour as a hex code with a picker.
 * - **Don't use it** to choose among fixed colours: use swatches, like the accent colours.
 *
 * A colour chosen with the browser's colour picker or typed as a hex code. The text field keeps
 * what is being typed and passes it on only once it is a whole hex code; otherwise it says what
 * it expects.
 */
export function ColorField({ label, value, onChange }: ColorFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // A colour picked (or reverted) elsewhere replaces whatever was being typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const valid = HEX.test(draft.trim());

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
      <Box
        component="input"
        type="color"
        value={value.toLowerCase()}
        aria-label={t('customize.pickColor', { name: label })}
        onChange={(event) => onChange(event.currentTarget.value)}
        sx={{
          flexShrink: 0,
          width: 48,
          height: 40,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      />
      <TextField
        label={label}
        value={draft}
        size="small"
        error={!valid}
        helperText={valid ? t('customize.hexHint') : t('validation.invalidColor')}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const match = HEX.exec(text.trim());
          if (match) onChange(`#${match[1]}`);
        }}
        slotProps={{
          // Hex codes read left to right in Arabic too.
          htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off', maxLength: 7 },
        }}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
    </Box>
  );
}

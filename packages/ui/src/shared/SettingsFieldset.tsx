import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

export interface SettingsFieldsetProps {
  /** The group's name, shown as its heading and read with each control. */
  legend: string;
  /** A line under the heading that describes the whole group. */
  hint?: string;
  /** Disables every control of the group. */
  disabled?: boolean;
  /** The group's controls. */
  children: ReactNode;
}

/** One option group of the Customise page: a fieldset whose legend reads as a section heading. */
export function SettingsFieldset({
  legend,
  hint,
  disabled = false,
  children,
}: SettingsFieldsetProps) {
  const hintId = useId();
  return (
    <FormControl
      component="fieldset"
      disabled={disabled}
      aria-describedby={hint ? hintId : undefined}
      sx={{ m: 0, minWidth: 0, display: 'flex' }}
    >
      <FormLabel
        component="legend"
        sx={{
          typography: 'subtitle1',
          fontWeight: 700,
          mb: 1,
          // A heading, not a field label: it keeps its colour while a control inside has focus.
          color: 'text.primary',
          '&.Mui-focused, &.Mui-disabled': { color: 'text.primary' },
        }}
      >
        {legend}
      </FormLabel>
      {hint && (
        <FormHelperText
          id={hintId}
          // Still read while the group is disabled: it says why.
          sx={{ mx: 0, mt: -0.5, mb: 1, '&.Mui-disabled': { color: 'text.secondary' } }}
        >
          {hint}
        </FormHelperText>
      )}
      {children}
    </FormControl>
  );
}

import { useId, type SelectHTMLAttributes } from 'react';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

/** The element the outlined input draws: the browser's select (React 19 passes its ref as a prop). */
function SelectElement(props: InputBaseComponentProps) {
  return <select {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;
}

/** One option of a `NativeSelectField`: the value sent and the words shown. */
export interface NativeSelectOption {
  value: string;
  label: string;
}

export interface NativeSelectFieldProps {
  /** The field's visible label, already translated. */
  label: string;
  /** The name the value goes by in a submitted form (and so in the address of a GET form). */
  name: string;
  /** The option chosen. */
  value: string;
  /** The options, in this order. */
  options: readonly NativeSelectOption[];
  /** Called with the value the reader picks. */
  onChange: (value: string) => void;
  /** The select's id; generated when absent. */
  id?: string;
}

/**
 * - **Use it** for a filter or an order a page keeps in its address (Libraries' region, the
 *   board's order and type): it works before and without the app's code, inside a `QueryForm`.
 * - **Don't use it** in a form of the app (library, user): use a `TextField` with `select`.
 *
 * An outlined field over the browser's own `<select>`: the list it opens is the system's (a
 * phone's picker), it is submitted with its form, and it weighs a fraction of MUI's Select (no
 * menu, popover or modal): it is the search box's input, drawing a select.
 */
export function NativeSelectField({
  label,
  name,
  value,
  options,
  onChange,
  id,
}: NativeSelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={selectId} shrink>
        {label}
      </InputLabel>
      {/* The search box's outlined input, drawing a <select>: the same parts (loaded already
          where there is a search box), none of MUI's Select or NativeSelect. */}
      <OutlinedInput
        id={selectId}
        name={name}
        value={value}
        label={label}
        notched
        inputComponent={SelectElement}
        inputProps={{
          children: options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )),
        }}
        onChange={(event) => onChange(event.target.value)}
        endAdornment={
          <ArrowDropDownIcon
            aria-hidden
            sx={{
              position: 'absolute',
              insetInlineEnd: 7,
              pointerEvents: 'none',
              color: 'action.active',
            }}
          />
        }
        sx={{
          '& select': { appearance: 'none', cursor: 'pointer', paddingInlineEnd: '32px' },
        }}
      />
    </FormControl>
  );
}

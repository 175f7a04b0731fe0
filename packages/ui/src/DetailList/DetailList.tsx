import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One row of a detail list: a label and its value. */
export interface DetailListItem {
  /** The field's name, in the active language. */
  label: string;
  /** Its value: text, or a link or a chip. */
  value: ReactNode;
}

export interface DetailListProps {
  /** The rows, in order; each label must be unique (it is the row's key). */
  items: readonly DetailListItem[];
}

/**
 * - **Use it** for a record's labelled fields (profile, user details).
 * - **Don't use it** for tabular data with many rows: use a table.
 *
 * A record's fields as a definition list: labels in a column of their own width beside the values
 * from `sm` up, stacked on a phone; long values (an email, a name) wrap instead of overflowing.
 * Used by the profile and the admin's user details.
 */
export function DetailList({ items }: DetailListProps) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <Typography component="dt">{label}</Typography>
          <Typography component="dd">{value}</Typography>
        </Fragment>
      ))}
    </Box>
  );
}

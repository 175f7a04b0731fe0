import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@libatlas/i18n';

export interface QueryFormProps {
  /** The page the form leads to: its own (`/libraries`), or the one that shows the results. */
  action: string;
  /** The fields, each with the `name` it has in the address (`q`, `region`). */
  children: ReactNode;
  /**
   * What the address holds beside the fields (`view=map`), sent along so that a search keeps it;
   * a value left out or empty is not sent.
   */
  keep?: Record<string, string | undefined>;
  /** The words of the submit button shown when the page runs without JavaScript; Search by default. */
  submitLabel?: string;
  /** Called when the reader submits (Enter in a box): the fields have acted already. */
  onSubmit?: () => void;
}

/**
 * - **Use it** around a page's search and filters that live in its address (Libraries, Home,
 *   the Suggestions board).
 * - **Don't use it** for a form that writes (sign-in, suggestions): those need the app.
 *
 * The progressive enhancement of a page's search: a `GET` form whose fields are the page's
 * address. Without JavaScript (or before it has loaded) Enter, or the Search button shown only
 * then, asks the server for the address the fields make and the server draws the result. With
 * it, the fields act as the reader types and the submission goes nowhere.
 */
export function QueryForm({ action, children, keep = {}, submitLabel, onSubmit }: QueryFormProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="form"
      method="get"
      action={action}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      {children}
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {/* The browser keeps the contents of noscript as text when it runs scripts: the server's
          markup carries the button, the app never draws it (so its words are in no bundled
          catalog: the server has every one). */}
      <noscript>
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          {submitLabel ?? t('noscript.search')}
        </Button>
      </noscript>
    </Box>
  );
}

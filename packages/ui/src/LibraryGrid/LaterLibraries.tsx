import type { LibraryListItem } from '@libatlas/contracts';
import { localized, useLanguage } from '@libatlas/i18n';
import { libraryPath } from '../LibraryCard/index.ts';

export interface LaterLibrariesProps {
  /** The libraries listed, one link each (name and country), in this order. */
  libraries: readonly LibraryListItem[];
  /** Said before the links (why they are plain links). */
  note?: string;
}

/**
 * - **Use it** after a list's first cards (LibraryGrid does), or beside a map (the Libraries
 *   page's map view), for a reader without JavaScript.
 * - **Don't use it** for what every reader sees: it draws nothing when scripts run.
 *
 * The libraries a list draws after its first render, as plain links for a reader (or a search
 * engine) without JavaScript, who never gets that second render (and those a map shows, which
 * needs it). A browser that runs scripts ignores what is inside `<noscript>`.
 */
export function LaterLibraries({ libraries, note }: LaterLibrariesProps) {
  const { language } = useLanguage();
  if (libraries.length === 0) return null;
  return (
    <noscript>
      {note && <p>{note}</p>}
      <ul>
        {libraries.map((library) => (
          <li key={library.id}>
            <a href={libraryPath(library.id)}>
              {localized(library.lib_name, language)} ({localized(library.country, language)})
            </a>
          </li>
        ))}
      </ul>
    </noscript>
  );
}

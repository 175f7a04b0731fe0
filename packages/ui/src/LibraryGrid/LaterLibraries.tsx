import type { LibraryListItem } from '@libatlas/contracts';
import { localized, useLanguage } from '@libatlas/i18n';
import { libraryPath } from '../LibraryCard/index.ts';

/**
 * The libraries a list draws after its first render, as plain links for a reader (or a search
 * engine) without JavaScript, who never gets that second render. A browser that runs scripts
 * ignores what is inside `<noscript>`.
 */
export function LaterLibraries({ libraries }: { libraries: readonly LibraryListItem[] }) {
  const { language } = useLanguage();
  if (libraries.length === 0) return null;
  return (
    <noscript>
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

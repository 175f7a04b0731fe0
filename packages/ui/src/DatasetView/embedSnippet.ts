import { EMBED_MAP_PATH } from '@libatlas/contracts';
import type { Language } from '@libatlas/i18n';

/** The embedded map's height in the snippet: room for a region at a readable zoom. */
const EMBED_HEIGHT = 480;

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The `<iframe>` another site pastes to show the atlas's map: at this site's `origin`, in
 * `language` (`?lang=`), named by `title` for screen readers, loaded once near the screen.
 */
export function embedSnippet(origin: string, language: Language, title: string): string {
  const src = `${origin}${EMBED_MAP_PATH}?lang=${language}`;
  return (
    `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" ` +
    `height="${EMBED_HEIGHT}" style="border:0" loading="lazy"></iframe>`
  );
}

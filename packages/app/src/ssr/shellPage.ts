import { directionOf, i18n, type Language } from '@libatlas/i18n';
import { escapeHtml } from './escapeHtml';

/**
 * The app's HTML (the built index.html) with the document's language, direction and title in
 * `language`, the page's `head` tags (in place of the title and description), the `preloads` of its
 * first paint, its chunks (`modulePreloads`, for the app's starter to fetch), its `body` (the
 * markup) and its `state` (for the hydration) put in: the page as the server sends it. With no
 * head or body, the empty shell of a page the browser draws alone, already in the reader's
 * language and direction.
 */
export function shellPage(
  template: string,
  language: Language,
  {
    head,
    preloads = '',
    modulePreloads = [],
    body = '',
    state = '',
  }: {
    head?: string;
    preloads?: string;
    modulePreloads?: readonly string[];
    body?: string;
    state?: string;
  } = {},
): string {
  const title = `<title>${escapeHtml(i18n.getFixedT(language)('app.title'))}</title>`;
  // Replacements by function: the inserted text may hold `$&` and the like (a library's words).
  return (
    template
      .replace(/<html[^>]*>/, () => `<html lang="${language}" dir="${directionOf(language)}">`)
      // The page's own description replaces the site's.
      .replace(/<meta name="description"[^>]*>/, (site) => (head ? '' : site))
      .replace(/<title>[^<]*<\/title>/, () => `${head ?? title}${preloads}`)
      // The app's starter fetches the page's chunks beside its entry, once the page is painted.
      .replace(
        /<script src="(\/assets\/boot-[^"]+)"><\/script>/,
        (_tag, boot: string) =>
          `<script src="${boot}" data-preload="${escapeHtml(modulePreloads.join(' '))}"></script>`,
      )
      // The state beside #root, not in it: the hydration reads #root's children as the page's.
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${state}`)
  );
}

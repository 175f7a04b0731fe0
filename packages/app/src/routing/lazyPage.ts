import { i18n, loadCatalog, type CatalogScope, type Language } from '@libatlas/i18n';
import { lazy, type ComponentType } from 'react';
import { reloadOnceForNewBuild } from './reloadOnceForNewBuild';

export interface LazyPageOptions {
  /**
   * The texts it shows: `'public'` for the pages every visitor sees (bundled with the app),
   * `'all'` (the default) for the signed-in pages and the forms.
   */
  texts?: CatalogScope;
  /** Starts fetching the page's data while its code arrives, instead of once it is drawn. */
  prefetch?: () => void;
}

/** A lazily loaded page, which can also be asked to start loading before it is drawn. */
export type LazyPage = ComponentType & {
  /**
   * Starts fetching the page's code and its texts in `language` now (a first visit, before React
   * starts), and its data unless `withData` is false (the server sent it with the page); settles
   * once the code and texts are there, or failed (a failure is the page's to show once drawn).
   */
  preload: (language: Language, withData: boolean) => Promise<void>;
};

/**
 * A page whose code is its own chunk, fetched the first time it is shown (or `preload`ed), so a
 * visit downloads only the pages it opens, together with the texts it shows. A chunk that fails
 * to load (a deploy replaced it) reloads the page once; a second failure reaches the route's error
 * boundary.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { texts = 'all', prefetch }: LazyPageOptions = {},
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = (language = i18n.language as Language, withData = true) =>
    (loading ??= (async () => {
      if (withData) prefetch?.();
      try {
        const [module] = await Promise.all([load(), loadCatalog(language, texts)]);
        return { default: module[name] };
      } catch (error) {
        // The page is going away: keep showing what is there rather than flash an error.
        if (reloadOnceForNewBuild()) await new Promise<never>(() => {});
        throw error;
      }
    })());
  return Object.assign(
    lazy(() => start()),
    {
      // Before the first render i18next is still on the default language: the caller names it.
      preload: (language: Language, withData: boolean) =>
        start(language, withData).then(
          () => undefined,
          () => undefined,
        ),
    },
  );
}

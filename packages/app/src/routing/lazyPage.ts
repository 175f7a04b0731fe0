import { i18n, loadCatalog, type CatalogScope, type Language } from '@libatlas/i18n';
import { createElement, use, type ComponentType } from 'react';
import { reloadOnceForNewBuild } from './reloadOnceForNewBuild';
import { serverAnswers } from './serverAnswers';
import { ServerUnreachableError } from './ServerUnreachableError';

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
 * to load while the server answers (a deploy replaced it) reloads the page once; a second failure
 * reaches the route's error boundary. One that fails because nothing answers (offline) reaches it
 * as a ServerUnreachableError, which can fetch the page again: not React's `lazy`, whose failure
 * is final.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { texts = 'all', prefetch }: LazyPageOptions = {},
): LazyPage {
  let loading: Promise<ComponentType> | null = null;
  let loaded: ComponentType | null = null;
  const forget = () => {
    loading = null;
  };
  const start = (language = i18n.language as Language, withData = true) =>
    (loading ??= (async () => {
      if (withData) prefetch?.();
      try {
        const [module] = await Promise.all([load(), loadCatalog(language, texts)]);
        loaded = module[name];
        return loaded;
      } catch (error) {
        if (!(await serverAnswers())) throw new ServerUnreachableError(error, forget, retry);
        // The page is going away: keep showing what is there rather than flash an error.
        if (reloadOnceForNewBuild()) await new Promise<never>(() => {});
        throw error;
      }
    })());
  const retry = async () => {
    forget();
    try {
      await start();
    } catch (error) {
      if (error instanceof ServerUnreachableError) forget();
      throw error;
    }
  };
  // Once there, the page is drawn at once (a hydration included); until then it suspends.
  const Page = () => createElement(loaded ?? use(start()));
  return Object.assign(Page, {
    displayName: name,
    // Before the first render i18next is still on the default language: the caller names it.
    preload: (language: Language, withData: boolean) =>
      start(language, withData).then(
        () => undefined,
        () => undefined,
      ),
  });
}

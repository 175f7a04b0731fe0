import { EMBED_MAP_PATH } from '@libatlas/contracts';
import { collatorOf } from '@libatlas/directory';
import { loadCatalog, readStoredLanguage, storeLanguage } from '@libatlas/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { earlyInput } from './boot/earlyInput';
import { cacheServerAnswers } from './api/cacheServerAnswers';
import { libraryListKey } from './api/libraryList';
import { preloadPage } from './routes';
import { languageAsked } from './ssr/languageAsked';
import { readServerState } from './ssr/readServerState';
import type { ServerState } from './ssr/ServerState';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The embedded map's `?lang=` is the embedding site's choice for its frame: it is neither kept as
// the reader's choice nor taken off the frame's address, and the map keeps no choice of its own.
const embedded = window.location.pathname === EMBED_MAP_PATH;
const asked = languageAsked(window.location);

/** Draws the app anew in the browser (a page the server did not draw, or drew in another language). */
function render() {
  // What the reader did on the shell is gone with it.
  earlyInput.drop();
  container!.textContent = '';
  const root = createRoot(container!);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a phone's first visit stays responsive).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App language={embedded ? asked?.language : undefined} persistLanguage={!embedded} />
      </StrictMode>,
    ),
  );
}

/**
 * Takes over the page the server drew. As a transition, the hydration yields to the browser every
 * few milliseconds too, and a tap meanwhile is handled first.
 */
function hydrate(state: ServerState) {
  cacheServerAnswers(state.data);
  // What the reader does on the page until it has hydrated is replayed then (MarkReady).
  startTransition(() => {
    hydrateRoot(
      container!,
      <StrictMode>
        <App serverState={state} />
      </StrictMode>,
    );
  });
}

// A shared link's `?lang=` is the reader's choice from now on (the server drew the page in it).
if (asked && !embedded) {
  storeLanguage(asked.language);
  window.history.replaceState(window.history.state, '', asked.withoutIt);
}

const state = readServerState();
const language = (embedded ? asked?.language : undefined) ?? readStoredLanguage();
if (state && state.language === language) {
  // The page's code and the texts of its language must be there before the hydration, which
  // then matches the markup at once instead of waiting at the page's Suspense boundary.
  Promise.all([
    preloadPage(window.location.pathname, language, false),
    loadCatalog(language, 'public'),
    // A page drawn with the directory's list sorts it as it hydrates: the language's collation
    // rules (Arabic's take a phone some 50 ms to load) are loaded first, in a task of their own.
    libraryListKey in state.data &&
      new Promise((resolve) => setTimeout(() => resolve(collatorOf(language)))),
  ])
    .catch(() => undefined)
    .then(() => hydrate(state));
} else {
  // No page from the server, or one in the other language (a reader whose choice the server did
  // not know: it is in the cookie from now on, so the next visit is drawn in it).
  if (state) storeLanguage(language);
  // The page this visit opens starts loading at once, beside the texts and the app's own start.
  void preloadPage(window.location.pathname, language, true);
  // The reader's language's texts come first: Arabic's public pages' are bundled, English's are
  // fetched. Should that fail, the page opens in Arabic rather than not at all.
  loadCatalog(language, 'public').then(render, render);
}

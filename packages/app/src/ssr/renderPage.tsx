import type { EmotionCache } from '@emotion/cache';
import {
  directionOf,
  I18nextProvider,
  instanceIn,
  provideCatalog,
  type Language,
} from '@libatlas/i18n';
import ar from '@libatlas/i18n/locales/ar.json';
import en from '@libatlas/i18n/locales/en.json';
import { DEFAULT_SITE_SETTINGS, type PublicSettings } from '@libatlas/contracts';
import { createEmotionCache } from '@libatlas/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../App';
import { settingsKey } from '../api/settings';
import { PageHeadContext, type PageHeadFields } from '../head/PageHeadContext';
import { preloadPage } from '../routes';
import { drawnOnServer } from './pageAnswers';
import { fontPreloads } from './fontPreloads';
import { headTags } from './headTags';
import { scriptJson } from './scriptJson';
import { SERVER_STATE_ID, type ServerState } from './ServerState';
import { shellPage } from './shellPage';

// Both languages' whole catalogs are on the server: a page never waits for its texts.
provideCatalog('ar', ar);
provideCatalog('en', en);

export interface PageRequest {
  /** The app's HTML (the built index.html), which the page goes into. */
  template: string;
  /** The address asked for: path and query. */
  url: string;
  language: Language;
  /**
   * The API answers `pageAnswers` named, as the API sent them (JSON text; null for a 404): put
   * in the page as they are, for the hydration to read.
   */
  answers: Record<string, string | null>;
  /** The moment of drawing (ms since the epoch). */
  renderedAt: number;
  /** `https://host`, for the absolute addresses of the head. */
  origin: string;
  /** The page's code beyond the entry (its chunks), fetched beside the entry. */
  modulePreloads: readonly string[];
}

export interface RenderedPage {
  /** 404 when the address names nothing (an unknown path, an unknown library); else 200. */
  status: 200 | 404;
  /** The whole HTML document. */
  html: string;
}

/**
 * CSS as the text of a `<style>` element: every `<` written as the CSS escape `\3c `, which means
 * the same in a string, a `url()` or a selector, so that no value in a rule (a hero image's
 * address) can end the element and write markup into the page.
 */
function styleText(css: string): string {
  return css.replaceAll('<', '\\3c ');
}

/**
 * The styles a page's render put in its own Emotion cache (in "compat" mode it keeps them instead
 * of writing `<style>` elements between the components), as the `<style data-emotion>` elements
 * that Emotion in the browser recognises: its caches then take those styles as inserted, and its
 * global styles find their own element again.
 */
function collectedStyles(cache: EmotionCache): string {
  const ids: string[] = [];
  let css = '';
  const globals: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      ids.push(id);
      css += rules;
    } else {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${styleText(rules)}</style>`);
    }
  }
  return `${globals.join('')}<style data-emotion="${cache.key} ${ids.join(' ')}">${styleText(css)}</style>`;
}

/** How React marks, in a string it drew, a Suspense boundary it left for the browser to draw. */
const SUSPENDED = '<!--$!-->';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : String(chunk);
  return html;
}

/**
 * A page as the server sends it, the whole HTML document. A public page is drawn: its markup in
 * #root, its critical CSS, its head (title, description, canonical and language links, previews,
 * structured data), the preloads of its fonts, and the state the browser's hydration starts from.
 * A signed-in page is the app's shell in the reader's language, with its fonts' preloads. Pages
 * are drawn side by side: each with the i18next instance of its language, its own Emotion cache
 * and its own head.
 */
export async function renderPage({
  template,
  url,
  language,
  answers,
  renderedAt,
  origin,
  modulePreloads,
}: PageRequest): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://localhost');
  const data = Object.fromEntries(
    Object.entries(answers).map(([path, json]) => [path, json === null ? null : JSON.parse(json)]),
  );
  const settings =
    (data[settingsKey] as PublicSettings | null | undefined) ?? DEFAULT_SITE_SETTINGS;
  const preloads = fontPreloads(settings.fontFamily, directionOf(language));
  if (!drawnOnServer(pathname)) {
    return { status: 200, html: shellPage(template, language, { preloads, modulePreloads }) };
  }
  // The page's code, so that its lazy component is there when drawn; its data is in `answers`.
  await preloadPage(pathname, language, false);
  // The i18next instance of its language: pages drawn at the same time never switch each other's.
  const i18n = instanceIn(language);
  const state: ServerState = { language, data, renderedAt, origin };
  const cache = createEmotionCache(directionOf(language));
  cache.compat = true;
  let fields: PageHeadFields = {};
  const collect = (collected: PageHeadFields) => {
    fields = collected;
  };
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const app = (
    <I18nextProvider i18n={i18n}>
      <PageHeadContext.Provider value={collect}>
        <App Router={Router} serverState={state} emotionCache={cache} />
      </PageHeadContext.Provider>
    </I18nextProvider>
  );
  // Drawn at once, in one piece (no part sent apart with a script to put it in place, which the
  // Content Security Policy would refuse). A lazy component that was never drawn before shows its
  // fallback the first time, even with its code loaded: such a page is drawn once more after a
  // render that waits for every lazy part (the first visit of each kind of page pays it once).
  let markup = renderToString(app);
  if (markup.includes(SUSPENDED)) {
    await text((await prerenderToNodeStream(app)).prelude);
    markup = renderToString(app);
  }
  if (markup.includes(SUSPENDED)) throw new Error(`${url} still waits for a part of it`);

  // The answers as the API sent them, not re-serialised: the state is their text put together.
  const stateJson =
    `{"language":${JSON.stringify(language)},"renderedAt":${renderedAt},` +
    `"origin":${JSON.stringify(origin)},"data":{` +
    Object.entries(answers)
      .map(([path, json]) => `${JSON.stringify(path)}:${json ?? 'null'}`)
      .join(',') +
    '}}';
  const html = shellPage(template, language, {
    head:
      headTags({ fields, language, t: i18n.getFixedT(language), origin, pathname }) +
      collectedStyles(cache),
    preloads,
    modulePreloads,
    body: markup,
    state: `<script id="${SERVER_STATE_ID}" type="application/json">${scriptJson(stateJson)}</script>`,
  });
  return { status: fields.notFound ? 404 : 200, html };
}

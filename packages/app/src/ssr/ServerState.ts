import type { Language } from '@libatlas/i18n';

/**
 * What the server drew a page with, embedded in the HTML so that the browser's first render (the
 * hydration) draws exactly the same markup.
 */
export interface ServerState {
  /** The language the page was drawn in: `?lang=`, else the reader's cookie, else Arabic. */
  language: Language;
  /** The API answers the page showed, by the path SWR keys them under (without /api). */
  data: Record<string, unknown>;
  /** When the page was drawn (ms since the epoch): what the first render reads instead of the clock. */
  renderedAt: number;
  /**
   * The site's origin (`https://atlas.example.org`) the page's absolute addresses start with
   * (PUBLIC_URL, else the address the request came to): the hydration writes the same ones.
   */
  origin: string;
}

/** The id of the `<script type="application/json">` that carries the state. */
export const SERVER_STATE_ID = 'libatlas-state';

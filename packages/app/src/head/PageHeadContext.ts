import type { DatasetSummary, Library } from '@libatlas/contracts';
import { createContext } from 'react';

/** What a page says of itself for the document's head. */
export interface PageHeadFields {
  /** The page's own name, before the site's ("Libraries · National Libraries Atlas"); none: the site's alone. */
  name?: string;
  /** One or two sentences for search results and link previews. */
  description?: string;
  /**
   * Or the text that says them, by its key: the server has every text; the browser, which never
   * shows them, need not load them.
   */
  describedBy?: 'head.home' | 'head.libraries' | 'head.regions';
  /** The library the page is about (its picture, its structured data). */
  library?: Library;
  /** The dataset the page describes (the Open data page: its structured data). */
  dataset?: DatasetSummary;
  /** The page says the address names nothing (an unknown library): the server answers 404. */
  notFound?: boolean;
}

/**
 * On the server, what collects a page's head while it is drawn (effects never run there); null in
 * the browser, where the page sets the document's title itself.
 */
export const PageHeadContext = createContext<((fields: PageHeadFields) => void) | null>(null);

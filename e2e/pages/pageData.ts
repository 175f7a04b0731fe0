import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The main admin of the page-visual server (e2e/pages.config.ts). */
export const PAGES_ADMIN = { email: 'admin@libatlas.local', password: 'pages-admin-password' };

/** Where the server's fixed clock starts (TEST_CLOCK_START); each write moves it a minute. */
export const PAGES_CLOCK_START = '2026-03-02T08:00:00.000Z';

/** The browser's fixed time for the pages: the footer's year, and nothing that moves. */
export const PAGES_BROWSER_TIME = '2026-03-20T12:00:00.000Z';

/** The password of every account the page data makes. */
export const PAGES_PASSWORD = 'page-visual-password';

/** The roles a page is looked at as: a visitor, or a signed-in account of the page data. */
export type PageRole = 'visitor' | 'regular' | 'premium' | 'admin';

/** What the page-data project leaves for the screenshots: the sessions and the ids they need. */
export interface PageData {
  /** A stored session (the app's `token` and `user`) per signed-in role. */
  sessions: Record<Exclude<PageRole, 'visitor'>, { token: string; user: unknown }>;
  /** The regular user whose details and edit pages are shown to the admin. */
  regularUserId: string;
}

/** The file the page-data project writes, in the run's temporary DATA_DIR. */
export function pageDataFile(): string {
  const dir = process.env.PAGES_DATA_DIR;
  if (!dir) throw new Error('PAGES_DATA_DIR is not set: run the pages through e2e/pages.config.ts');
  return path.join(dir, 'page-data.json');
}

export function readPageData(): PageData {
  return JSON.parse(readFileSync(pageDataFile(), 'utf8')) as PageData;
}

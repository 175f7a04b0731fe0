import {
  DEFAULT_SITE_SETTINGS,
  toPublicSettings,
  type PublicSettings,
  type SiteSettings,
} from '@libatlas/contracts';
import { useEffect } from 'react';
import useSWR, { mutate } from 'swr';
import { fetcher, request } from './fetcher';
import { useServerAnswer } from './useServerAnswer';
import { drawnWithPage } from './swrPolicy';

export const settingsKey = '/settings';

/** Where the last settings seen are kept, so a returning visitor's first paint has the saved theme. */
const CACHE_KEY = 'siteSettings';

const FALLBACK: PublicSettings = {
  ...DEFAULT_SITE_SETTINGS,
  tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
};

function cachedSettings(): PublicSettings | undefined {
  try {
    return toPublicSettings(JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null'));
  } catch {
    return undefined;
  }
}

/** Read once per page load: the cache only matters for the first paint. */
const cachedOnLoad = cachedSettings();

function remember(settings: PublicSettings) {
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(settings));
  } catch {
    // Without storage the defaults show until the settings arrive.
  }
}

/** The site settings and whether they are still being fetched (none seen yet). */
export interface SettingsAnswer {
  settings: PublicSettings;
  isLoading: boolean;
}

/**
 * The site settings every visitor gets (design §5): those the server drew the page with, else,
 * until they arrive, the last ones seen on this browser, else the defaults, so the site renders
 * at once; a failed call keeps those. Asked once, by `SettingsProvider`; the parts of the site
 * read them with `useSettings`.
 */
export function useSettingsAnswer(): SettingsAnswer {
  const drawnWith = useServerAnswer<PublicSettings>(settingsKey);
  const { data, isLoading } = useSWR<PublicSettings>(settingsKey, fetcher, {
    fallbackData: drawnWith ?? cachedOnLoad,
    // Those the server drew the page with are current: fetched again, they would arrive as a new
    // object and re-theme (redraw) the whole page for nothing.
    ...drawnWithPage(drawnWith),
    onSuccess: remember,
  });
  useEffect(() => {
    if (drawnWith) remember(drawnWith);
  }, [drawnWith]);
  return { settings: data ?? FALLBACK, isLoading };
}

/** PUT /api/settings (admin): stores the whole settings object; every visitor gets it next load. */
export async function saveSettings(settings: SiteSettings): Promise<SiteSettings> {
  const saved = await request<SiteSettings>(settingsKey, { method: 'PUT', body: settings });
  // The answer becomes the site's settings at once (keeping the run-time tile URL), so dropping
  // the preview after a save shows no flash of the old look.
  await mutate<PublicSettings>(
    settingsKey,
    (current) => {
      const next = { ...(current ?? FALLBACK), ...saved };
      remember(next);
      return next;
    },
    { revalidate: false },
  );
  return saved;
}

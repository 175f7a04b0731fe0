import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { useLanguage } from '@libatlas/i18n';
import { emotionCacheFor } from './emotionCaches.ts';

export interface DirectionCacheProviderProps {
  /** The direction to style for; defaults to the active language's direction. */
  direction?: 'ltr' | 'rtl';
  /**
   * The cache to style through instead of the page's one for the direction: the server gives a
   * cache of its own to each page it draws, to collect that page's styles.
   */
  cache?: EmotionCache;
  /** The tree that is styled through the chosen cache. */
  children: ReactNode;
}

/**
 * - **Use it** around MUI content that must follow a direction other than the page's, such as a
 *   preview in the other language.
 * - **Don't use it** for the site itself: `SiteThemeProvider` already provides it.
 *
 * Provides the Emotion cache of the active direction, so MUI styles mirror in Arabic.
 */
export function DirectionCacheProvider({
  direction,
  cache,
  children,
}: DirectionCacheProviderProps) {
  const language = useLanguage();
  return (
    <CacheProvider value={cache ?? emotionCacheFor(direction ?? language.direction)}>
      {children}
    </CacheProvider>
  );
}

import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { useLanguage } from '@libatlas/i18n';
import { emotionCacheFor } from './emotionCaches.ts';

export interface DirectionCacheProviderProps {
  /** The direction to style for; defaults to the active language's direction. */
  direction?: 'ltr' | 'rtl';
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
export function DirectionCacheProvider({ direction, children }: DirectionCacheProviderProps) {
  const language = useLanguage();
  return (
    <CacheProvider value={emotionCacheFor(direction ?? language.direction)}>
      {children}
    </CacheProvider>
  );
}

import { useMemo, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@libatlas/contracts';
import { useLanguage } from '@libatlas/i18n';
import { createSiteTheme } from './createSiteTheme.ts';
import { DirectionCacheProvider } from './DirectionCacheProvider.tsx';
import './fonts.ts';

export interface SiteThemeProviderProps {
  /** The saved site settings; the defaults until the server's arrive. */
  settings?: SiteSettings;
  /**
   * Server rendering only: the Emotion cache (of the page's direction) that collects the styles of
   * the page being drawn. The browser leaves it out and uses the page's cache for the direction.
   */
  emotionCache?: EmotionCache;
  /** The application. */
  children: ReactNode;
}

/**
 * - **Use it** once, at the root of the app (and of every story), inside `LanguageProvider`, with
 *   the saved or previewed settings.
 * - **Don't use it** to restyle one part of a page: nest an MUI `ThemeProvider` with a theme from
 *   `createSiteTheme` instead.
 *
 * The site's look: the theme made from the settings in the active language's direction, the
 * matching Emotion cache and the CSS baseline. Must sit inside `LanguageProvider`; a language
 * change re-themes and mirrors the page in place.
 */
export function SiteThemeProvider({
  settings = DEFAULT_SITE_SETTINGS,
  emotionCache,
  children,
}: SiteThemeProviderProps) {
  const { direction } = useLanguage();
  const theme = useMemo(() => createSiteTheme(settings, direction), [settings, direction]);
  return (
    <DirectionCacheProvider direction={direction} cache={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </DirectionCacheProvider>
  );
}

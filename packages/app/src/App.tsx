import type { EmotionCache } from '@emotion/react';
import { LanguageProvider, type Language } from '@libatlas/i18n';
import { SiteThemeProvider } from '@libatlas/ui';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_DEFAULT } from './api/swrPolicy';
import { useSettings } from './settings/useSettings';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { routes } from './routes';
import { AuthProvider } from './session/AuthProvider';
import { SettingsPreviewProvider } from './settings/SettingsPreviewProvider';
import { SettingsProvider } from './settings/SettingsProvider';
import { useSettingsPreview } from './settings/useSettingsPreview';
import { RenderContext, type RenderContextValue } from './ssr/RenderContext';
import type { ServerState } from './ssr/ServerState';

function AppRoutes() {
  return useRoutes(routes);
}

type RouterComponent = ComponentType<{ children: ReactNode }>;

function ThemedRouter({
  Router,
  emotionCache,
}: {
  Router: RouterComponent;
  emotionCache: EmotionCache | undefined;
}) {
  const { settings } = useSettings();
  const { preview } = useSettingsPreview();
  return (
    <SiteThemeProvider settings={preview ?? settings} emotionCache={emotionCache}>
      <Router>
        {/* The shell itself failed: the error screen without it. */}
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </Router>
    </SiteThemeProvider>
  );
}

export interface AppProps {
  /** The router: the browser's history when omitted; the server gives a static one for its URL. */
  Router?: RouterComponent;
  /** What the server drew the page with: on the server, and in the browser's hydration of it. */
  serverState?: ServerState;
  /** Server rendering only: the Emotion cache that collects the page's styles. */
  emotionCache?: EmotionCache;
  /** The language to draw in instead of the reader's stored choice (the embedded map's `?lang=`). */
  language?: Language;
  /** Whether the language is kept as the reader's choice (not the embedded map's); true by default. */
  persistLanguage?: boolean;
}

/**
 * The app's providers, outermost first: language (and direction), session, the site settings, the
 * Customise page's live preview, then the site theme (the preview while an admin edits it, else the saved one).
 * A page drawn by the server starts from the language and the API answers it was drawn with.
 */
export function App({
  Router = BrowserRouter,
  serverState,
  emotionCache,
  language,
  persistLanguage = true,
}: AppProps) {
  const render = useMemo<RenderContextValue>(
    () =>
      serverState
        ? { fromServer: true, renderedAt: serverState.renderedAt, origin: serverState.origin }
        : { fromServer: false },
    [serverState],
  );
  const swr = useMemo(() => ({ ...SWR_DEFAULT, fallback: serverState?.data ?? {} }), [serverState]);
  return (
    <RenderContext.Provider value={render}>
      <SWRConfig value={swr}>
        <LanguageProvider
          initialLanguage={serverState?.language ?? language}
          persist={persistLanguage}
        >
          <AuthProvider>
            <SettingsProvider>
              <SettingsPreviewProvider>
                <ThemedRouter Router={Router} emotionCache={emotionCache} />
              </SettingsPreviewProvider>
            </SettingsProvider>
          </AuthProvider>
        </LanguageProvider>
      </SWRConfig>
    </RenderContext.Provider>
  );
}

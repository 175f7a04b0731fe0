import type { Plugin } from 'vite';

/** MUI's CSS-variables variants, as `@mui/material/styles` imports them, and what replaces each. */
const REPLACED: Record<string, string> = {
  './createThemeWithVars.mjs': 'export default function extendTheme() { unused(); }',
  './ThemeProviderWithVars.mjs': [
    'export const CssVarsProvider = unused;',
    'export const Experimental_CssVarsProvider = unused;',
    'export const useColorScheme = unused;',
    'export const getInitColorSchemeScript = unused;',
  ].join('\n'),
};

const PREFIX = '\0mui-without-css-vars:';

/**
 * The site's theme is made without CSS variables (`createSiteTheme` gives `createTheme` neither
 * `cssVariables` nor `colorSchemes`), so MUI's `createTheme` always takes its plain branch and its
 * `ThemeProvider` always draws the plain provider. Both modules still import the CSS-variables
 * variants (`createThemeWithVars`, `ThemeProviderWithVars` and the @mui/system code behind them),
 * about 7 kB compressed in every page's first load. This plugin gives the browser build a module
 * in their place whose every export throws, so a theme that ever asks for CSS variables fails
 * loudly instead of quietly drawing without them.
 */
export function muiWithoutCssVarsPlugin(): Plugin {
  return {
    name: 'libatlas:mui-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!(source in REPLACED) || !importer) return null;
      if (!importer.replaceAll('\\', '/').includes('/@mui/material/styles/')) return null;
      return PREFIX + source;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const body = REPLACED[id.slice(PREFIX.length)];
      return [
        'function unused() {',
        "  throw new Error('MUI CSS variables are not in this build (scripts/muiWithoutCssVarsPlugin.ts)');",
        '}',
        body,
      ].join('\n');
    },
  };
}
